import type { Env } from '@shop/config'
import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

/**
 * The one Content-Security-Policy of the shop, for the web app, the API and the queue board alike.
 * No inline script anywhere: the built index.html loads only files of this origin. Styles need
 * 'unsafe-inline' because Chakra (emotion) writes <style> tags and style attributes at run time.
 * The analytics origin, when one is configured, may serve its script and receive its page views
 * (both Umami and Plausible post them back to where the script came from). The queue board's link
 * to Google Fonts is refused on purpose: it works with the fallback font and managers' browsers
 * make no third-party requests.
 */
export function contentSecurityPolicy(analyticsOrigin?: string) {
  const analytics = analyticsOrigin ? [analyticsOrigin] : []
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...analytics],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...analytics],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  }
}

/**
 * Security headers on every answer. HSTS only when the shop is served over https: sent over plain
 * http on a developer machine it would be ignored at best, and stick to localhost at worst.
 */
export function securityHeaders(
  env: Pick<Env, 'PUBLIC_URL' | 'ANALYTICS_SCRIPT_URL'>,
): MiddlewareHandler {
  const https = new URL(env.PUBLIC_URL).protocol === 'https:'
  const analyticsOrigin = env.ANALYTICS_SCRIPT_URL && new URL(env.ANALYTICS_SCRIPT_URL).origin
  return secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(analyticsOrigin),
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  })
}
