/**
 * Partner tokens travel in URLs (`/api/sso/login?token=` and the redirect page
 * `/{product}/{isLogin}/{token}`); they are bearer credentials for a few minutes, so request logs
 * never show them.
 */
export function redactUrl(url: string): string {
  const [path = "", query] = url.split("?", 2);
  const isRedirectPage = path.split("/").length === 4 && !/^\/(api|practices|categories)\//.test(path);
  const safePath = isRedirectPage ? path.replace(/[^/]+$/, "[redacted]") : path;
  if (query === undefined) return safePath;
  const safeQuery = query.replace(/(^|&)(token)=[^&]*/gi, "$1$2=[redacted]");
  return `${safePath}?${safeQuery}`;
}
