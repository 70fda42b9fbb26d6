/**
 * The tag of a journey whose path or parts differ on a phone (the mobile header, its search
 * overlay, bottom sheets, the account page in place of the user menu): the phone project runs only
 * these (playwright.config.ts); every journey runs on the desktop.
 */
export const PHONE = '@phone';
