/**
 * Leaving the app for another site (the bank's gateway). One object so a test can watch the departure:
 * jsdom's `window.location` cannot be replaced or spied on.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
