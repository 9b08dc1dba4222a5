/** The checks the server makes of selling points and social links, made before sending. */

/** Icon names of the operator's web site: lower-case letters, digits and dashes. */
export const ICON_NAME = /^[a-z0-9-]*$/;

/** A full http(s) address. */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
