/** Lets code outside React (session, HTTP client) navigate; the router registers itself at start. */
type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export function registerNavigator(fn: Navigate) {
  navigate = fn;
}

export function navigateTo(to: string, options?: { replace?: boolean; state?: unknown }) {
  navigate(to, options);
}
