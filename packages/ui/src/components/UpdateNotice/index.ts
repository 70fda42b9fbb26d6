export { UpdateNotice, type UpdateNoticeProps } from './UpdateNotice';
