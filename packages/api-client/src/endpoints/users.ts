import type {
  AddressUpdate,
  AdminUserUpdate,
  BusinessUpdate,
  Message,
  ProfileUpdate,
  StaffCreate,
  User,
} from '@portal/contracts';
import type { Static } from '@sinclair/typebox';
import type { Http } from '../http.js';

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
  /** Where the following page starts (its `after`), on the large lists; absent after the last page. */
  next?: string;
}

export interface UserListQuery {
  keyword?: string;
  status?: number;
  page?: number;
  /** The `next` of the page before: the page starts after that page's last row. */
  after?: string;
  size?: number;
}

export interface UserSummary {
  _id: number;
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  role_id: number;
}

/** A customer in short form, as pickers show it. */
export interface CustomerOption {
  _id: number;
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  company_name: string;
}

export type ProfileFields = Static<typeof ProfileUpdate>;
export type AddressFields = Static<typeof AddressUpdate>;
export type BusinessFields = Static<typeof BusinessUpdate>;
export type AdminUserFields = Static<typeof AdminUserUpdate>;

export function usersApi(http: Http) {
  return {
    customers: (q: UserListQuery = {}) => http.get<Paged<User>>('/user/customers', { ...q }),
    admins: (q: UserListQuery = {}) => http.get<Paged<User>>('/user/admins', { ...q }),
    /** A staff or admin account; the person gets an invitation e-mail to set a password. */
    createStaff: (body: StaffCreate) => http.post<{ user: User }>('/user/staff', body),
    update: (id: number, body: AdminUserFields) =>
      http.put<{ user: User; notified?: boolean }>(`/user/${id}`, body),
    remove: (id: number) => http.del<Message>(`/user/${id}`),
    /** Multipart: the picture, when given, goes in the `profile_picture` field. */
    updateProfile(fields: ProfileFields, picture?: Blob | null) {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields))
        if (v !== undefined && v !== null) form.append(k, String(v));
      if (picture) form.append('profile_picture', picture, (picture as File).name ?? 'picture');
      return http.post<{ user: User }>('/user/update_profile', form);
    },
    /** A new own e-mail address becomes the account's with the code mailed to it (`pending_email` until then). */
    confirmEmailChange: (code: string) => http.post<{ user: User }>('/user/confirm_email_change', { code }),
    resendEmailChangeCode: () => http.post<Message>('/user/resend_email_change_code'),
    cancelEmailChange: () => http.post<{ user: User }>('/user/cancel_email_change'),
    updateAddress: (body: AddressFields) => http.post<{ user: User }>('/user/update_address', body),
    updateBusiness: (body: BusinessFields) => http.post<{ user: User }>('/user/update_business', body),
    updatePassword: (current_password: string, new_password: string) =>
      http.post<Message>('/user/update_password', { current_password, new_password }),
    changePassword: (id: number, password: string) =>
      http.post<Message>(`/user/${id}/change_password`, { password }),
    /** The customers as listed (status, keyword), or with scope 'all' every account (admins). */
    exportAll: (
      format: 'csv' | 'xlsx',
      filter: { scope?: 'customers' | 'all'; keyword?: string; status?: number } = {},
    ) => http.download('/user/export-all', { format, ...filter }),
    inactives: (q: { page?: number; size?: number } = {}) =>
      http.get<Paged<User>>('/user/inactives', { ...q }),
    deleteInactives: (ids: number[]) => http.post<Message>('/user/delete-inactives', { inactive_users: ids }),
    updateMyTools: (tools: string[]) => http.put<{ user: User }>('/user/my-tools/update', { tools }),
    all: () => http.get<{ items: UserSummary[] }>('/user_all'),
    /** A few customers matching a name, user name, e-mail or company; the server searches. */
    searchCustomers: (keyword: string, size = 20) =>
      http.get<{ items: CustomerOption[] }>('/user/customer_search', { keyword, size }),
  };
}
