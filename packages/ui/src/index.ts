/**
 * @xinghe/ui: React components, screens and dialogs. Props in, callbacks out; no store, no API client.
 * Design tokens are a stylesheet: import '@xinghe/ui/tokens.css' once from the app entry.
 *
 * Contract shapes: the ui imports the contract's types only, with `import type` from
 * '@xinghe/contracts/client', and never re-exports them (pages take them from the contract too).
 * A view that shows part of a contract shape is derived from it (Pick, Omit, extends), not written
 * again. Values the contract defines (the pay methods, the VIP verdict) come in as props; the ui's
 * own tables keyed by a contract union (`Record<PayMethod, ...>`) are checked by the compiler. The
 * exceptions are the channel list and the site's page paths (VOD_TYPES, PAGE_PATHS, fillPath), which
 * the nav and the default links are built from, so every package reads one list.
 * Stories, tests and fixtures may also use the client's plain constants to build those props.
 * Nothing here imports site or mock-api. The lint rule in .oxlintrc.json (packages/ui overrides)
 * enforces the imports.
 */

// i18n
export {
  messages,
  I18nProvider,
  useT,
  createTranslate,
  interpolate,
  regionKey,
  typeKey,
  contentLang,
  genreLabel,
  listLabel,
  activateLocale,
  activeLocale,
  areaTextsReady,
  DEFAULT_LOCALE,
  formatChinaDay,
  formatChinaTime,
  formatChinaWeekday,
  formatCurrency,
  formatDecimal,
  type Messages,
  type MessageKey,
  type PlainMessageKey,
  type MessageCatalogue,
  type MessageVars,
  type Translate,
  type I18nProviderProps,
  type ListKey,
} from './i18n/index';

// Navigation model
export {
  navItems,
  INITIAL_NAV_VISIBLE_COUNT,
  navVisibleCountForWidth,
  splitNavItems,
  isNavItemActive,
  type NavItem,
  Link,
  LinkNavigation,
  type LinkProps,
} from './nav/index';

// Links and hooks shared by pages
export { defaultDetailHref, channelHref, type DetailHref } from './links';
export {
  categoryHref,
  parseCategoryFilter,
  regionCodeOfName,
  DEFAULT_FILTER_SORT,
  ANY_SEGMENT,
  type CategoryFilter,
  type CategorySegments,
  type CategoryVocabulary,
} from './categoryLinks';
export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';
export { useWindowScroll } from './hooks/useWindowScroll';
export { useCountdown, DEFAULT_COUNTDOWN_SECONDS, type Countdown } from './hooks/useCountdown';
export { useDoubleClick, DOUBLE_CLICK_MS } from './hooks/useDoubleClick';

// Components
export * from './components/BannerCarousel/index';
export * from './components/Header/index';
export * from './components/Skeleton/index';
export * from './components/StatusView/index';
export * from './components/VideoCard/index';
export * from './components/ContinueWatchingRow/index';
export * from './components/RankingBoard/index';
export * from './components/SiteFooter/index';
export * from './components/CategoryTabs/index';
export * from './components/BackButton/index';
export * from './components/VideoGrid/index';
export * from './components/VideoRow/index';
export * from './components/VisuallyHidden/index';
// Browsing and search
export * from './components/SearchBox/index';
export * from './components/SearchOverlay/index';
export * from './components/VipHoverCard/index';
export * from './components/HoverCard/index';
export { QrCode, type QrCodeProps } from './components/QrCode/index';
export * from './components/CommunityQrCard/index';
export * from './components/TvDownloadCard/index';
export * from './components/UserMenu/index';
export * from './components/LanguageSwitcher/index';
export * from './components/MobileHeader/index';
export * from './components/FilterBar/index';
export type { PagedList } from './loadView';
export * from './components/InfiniteScrollSentinel/index';
export * from './components/BackToTop/index';
export * from './components/SideIndex/index';
// Detail and playback
export * from './components/EpisodeList/index';
export * from './components/Player/index';
export * from './components/PlaybackLayout/index';
// VIP, payment, points and invites
export * from './components/PackageList/index';
export * from './components/PaymentMethods/index';
export * from './components/PaymentPanel/index';
export * from './components/VipDialog/index';
export * from './components/DailyPopup/index';
export * from './components/InviteDialog/index';
export { vipMessages, vipT, type VipMessages, type VipMessageKey } from './i18n/vipMessages';
export { personMessages, personT, type PersonMessageKey } from './i18n/personMessages';
export { accountMessages, accountT, waitText } from './i18n/accountMessages';
export { playerMessages, playerT, type PlayerMessageKey } from './i18n/playerMessages';
export { headerMessages, headerT } from './i18n/headerMessages';
export { searchMessages, searchT } from './i18n/searchMessages';
export { browseMessages, browseT } from './i18n/browseMessages';
export { libraryMessages, libraryT } from './i18n/libraryMessages';
export { detailMessages, detailT } from './i18n/detailMessages';
export { sportsMessages, sportsT, type SportsMessageKey } from './i18n/sportsMessages';
export { liveMessages, liveT, type LiveMessageKey } from './i18n/liveMessages';
export { homeMessages, homeT } from './i18n/homeMessages';
// Accounts: dialogs, VIP status, account screen
export * from './components/Dialog/index';
export * from './components/LoginDialog/index';
export * from './components/LogoutConfirmDialog/index';
export * from './components/InfoDialog/index';
export * from './components/VipStatus/index';

// Screens
export * from './screens/HomeScreen/index';
export * from './screens/PlaceholderScreen/index';
export * from './screens/CategoryScreen/index';
export * from './screens/SearchResultsScreen/index';
export * from './screens/SearchPhoneScreen/index';
export * from './screens/DetailScreen/index';
export * from './screens/HistoryScreen/index';
export * from './screens/CollectScreen/index';
export * from './screens/UserInfoScreen/index';
export * from './screens/VipScreen/index';
export * from './screens/PointsScreen/index';
export * from './screens/PersonScreen/index';
export * from './screens/InviteScreen/index';
// Sports
export * from './components/MatchCard/index';
export * from './screens/SportsScreen/index';
export * from './screens/MatchScreen/index';
export * from './screens/LiveScreen/index';
export * from './screens/LiveChannelScreen/index';
export * from './screens/SourcesScreen/index';
export { sourcesMessages, sourcesT } from './i18n/sourcesMessages';
export * from './components/SourceResults/index';
export * from './components/SourceChannels/index';
export { sourcePlayMessages, sourcePlayT } from './i18n/sourcePlayMessages';
// Downloads, privacy, chatbot and side panel
export * from './components/AppDownloadDialog/index';
export * from './components/ChatBot/index';
export * from './components/SidePanel/index';
export * from './screens/DownloadScreen/index';
export * from './screens/PrivacyScreen/index';
export { downloadMessages, downloadT } from './i18n/downloadMessages';
// The installed app and offline downloads
export * from './components/UpdateNotice/index';
export * from './components/OfflineDownloadButton/index';
export * from './screens/OfflineDownloadsScreen/index';
export { offlineMessages, offlineT, type OfflineMessageKey } from './i18n/offlineMessages';
// 弹幕 and skipping intros and outros
export * from './components/Danmaku/index';
export { danmakuMessages, danmakuT, type DanmakuMessageKey } from './i18n/danmakuMessages';
export * from './components/RoomBanner/index';
export * from './components/RoomMembers/index';
export * from './components/RoomChat/index';
export { roomMessages, roomT } from './i18n/roomMessages';
