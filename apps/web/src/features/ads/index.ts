/**
 * Ads for guests and free users (001 §2 Ads): the desktop 300×250 slot and the mobile 320×100
 * popup, each with the house Premium banner as fallback. The app passes the plan, the ads consent
 * and the configuration in; the network's script loads only with consent and a real publisher id.
 */
export { DesktopAdSlot } from './components/desktop-ad-slot';
export { MobileAdPopup, type MobileAdPopupProps } from './components/mobile-ad-popup';
export type { AdPlacementProps } from './components/ad-placement-props';
