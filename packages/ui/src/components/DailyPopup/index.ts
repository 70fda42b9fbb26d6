export { DailyPopup, type DailyPopupProps } from './DailyPopup';
