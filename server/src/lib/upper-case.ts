/**
 * Upper case that never lengthens the text: a letter whose capital is more than one character ("ß" -> "SS",
 * "ﬀ" -> "FF") stays as written, so a value that fit its column before still fits after.
 */
export const upperSameLength = (text: string) =>
  text.replace(/\p{Ll}/gu, (c) => {
    const upper = c.toUpperCase();
    return upper.length === c.length ? upper : c;
  });
