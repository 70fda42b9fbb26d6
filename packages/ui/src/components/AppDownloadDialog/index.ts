export { AppDownloadDialog, type AppDownloadDialogProps } from './AppDownloadDialog';
export { AppTabs, type AppTabsProps } from './AppTabs';
export { APP_KINDS, APP_TEXTS, type AppBuild, type AppBuilds, type AppKind } from './appDownload';
