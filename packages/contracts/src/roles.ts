/** role_id values of the spec: 1 admin, 2 customer/dealer, 3 staff (admin area with stored permissions). */
export const ROLE = { ADMIN: 1, CUSTOMER: 2, STAFF: 3 } as const;
export type RoleId = (typeof ROLE)[keyof typeof ROLE];
export const ROLE_IDS: readonly RoleId[] = [ROLE.ADMIN, ROLE.CUSTOMER, ROLE.STAFF];

/** Account status: 1 active (approved); 0 awaiting approval; 2 suspended by an admin. */
export const USER_STATUS = { PENDING: 0, ACTIVE: 1, SUSPENDED: 2 } as const;
export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

export const isAdminArea = (roleId: number): boolean => roleId === ROLE.ADMIN || roleId === ROLE.STAFF;
