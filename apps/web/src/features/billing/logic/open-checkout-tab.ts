/**
 * Opens the hosted checkout in a new tab (000 §7). When the browser blocks the pop-up, an alert
 * gives the payment link instead so the person can still pay.
 */
export function openCheckoutTab(url: string): void {
  // Not opened with "noopener": that makes window.open return null even when the tab opened,
  // which would hide a blocked pop-up. The checkout page loses its opener right after.
  const tab = window.open(url, '_blank');
  if (tab) {
    tab.opener = null;
    return;
  }
  window.alert(`Your browser blocked the payment window. Open this link to pay: ${url}`);
}
