/**
 * Where antd's messages appear: below the 64 px header, so a toast never sits over the header's buttons
 * (a toast under the pointer stays open while hovered and would block them).
 */
export const MESSAGE_CONFIG = { top: 72 } as const;
