import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fullPermissions, normalizePermissions, ROLE, USER_STATUS } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../modules/auth/passwords.js';
import { randomToken } from '../modules/auth/tokens.js';
import { SEEDED_ADMIN_NAME } from '../modules/notifications/staff-mail.js';
import { insertUser, usernameIs, usersTable } from '../modules/users/repo.js';

const LOGINS_FILE = 'demo-logins.txt';

/** The first admin from PORTAL_ADMIN_EMAIL / PORTAL_ADMIN_PASSWORD, created once. */
export async function seedConfiguredAdmin(app: FastifyInstance): Promise<string[]> {
  const { adminEmail, adminPassword } = app.config;
  if (!adminEmail || !adminPassword) return [];
  const email = adminEmail.toLowerCase();
  if (!(await usersTable(app.db).where({ email }).first())) {
    const base = email.split('@')[0].replace(/[^A-Za-z0-9_.-]/g, '') || 'admin';
    const taken = await usersTable(app.db).where(usernameIs(app.db, base)).first();
    await insertUser(app.db, {
      username: taken ? `${base}-${randomToken(3)}` : base,
      email,
      password_hash: await hashPassword(adminPassword),
      ...SEEDED_ADMIN_NAME,
      role_id: ROLE.ADMIN,
      status: USER_STATUS.ACTIVE,
      verified: true,
      permissions: JSON.stringify(fullPermissions()),
    });
  }
  return [`Admin sign-in:   ${email} / (the PORTAL_ADMIN_PASSWORD you set)`];
}

interface DemoUser {
  username: string;
  email: string;
  firstname: string;
  lastname: string;
  role_id: number;
  status: number;
  verified: boolean;
  company_name: string;
  country: string;
  city: string;
  address?: string;
  post_code?: string;
  permissions?: object;
  label: string;
}

const DEMO_USERS: DemoUser[] = [
  {
    username: 'admin',
    email: 'admin@demo.portal',
    firstname: 'Alex',
    lastname: 'Morgan',
    role_id: ROLE.ADMIN,
    status: 1,
    verified: true,
    company_name: 'Demo Tuning Ltd',
    country: 'GB',
    city: 'Birmingham',
    label: 'Admin',
  },
  {
    username: 'staff',
    email: 'staff@demo.portal',
    firstname: 'Sam',
    lastname: 'Keller',
    role_id: ROLE.STAFF,
    status: 1,
    verified: true,
    company_name: 'Demo Tuning Ltd',
    country: 'GB',
    city: 'Birmingham',
    // A file tuner: orders, tickets and chat, but no settings, dealers or shop management.
    permissions: normalizePermissions({
      orders: true,
      tickets: true,
      live_support: true,
      vehicle_statistics: { enabled: true },
    }),
    label: 'Staff (limited)',
  },
  {
    username: 'dealer',
    email: 'dealer@demo.portal',
    firstname: 'Jonas',
    lastname: 'Berg',
    role_id: ROLE.CUSTOMER,
    status: 1,
    verified: true,
    company_name: 'Berg Performance AB',
    country: 'SE',
    city: 'Gothenburg',
    address: 'Södra Hamngatan 37',
    post_code: '411 06',
    label: 'Customer',
  },
  {
    username: 'newdealer',
    email: 'newdealer@demo.portal',
    firstname: 'Marta',
    lastname: 'Nowak',
    role_id: ROLE.CUSTOMER,
    status: USER_STATUS.PENDING,
    verified: true,
    company_name: 'Nowak Chiptuning',
    country: 'PL',
    city: 'Poznań',
    label: 'Customer awaiting approval',
  },
];

/** Demo accounts with passwords generated on first start and kept in the data folder. */
export async function seedDemoUsers(app: FastifyInstance): Promise<string[]> {
  const file = path.join(app.config.dataDir, LOGINS_FILE);
  const count = await usersTable(app.db).count<{ n: number }[]>({ n: '*' });
  if (Number(count[0].n) === 0) {
    const lines: string[] = [];
    for (const u of DEMO_USERS) {
      const password = `demo-${randomToken(6)}`;
      await insertUser(app.db, {
        username: u.username,
        email: u.email,
        password_hash: await hashPassword(password),
        firstname: u.firstname,
        lastname: u.lastname,
        role_id: u.role_id,
        status: u.status,
        verified: u.verified,
        company_name: u.company_name,
        country: u.country,
        city: u.city,
        address: u.address ?? '',
        post_code: u.post_code ?? '',
        permissions: u.permissions ? JSON.stringify(u.permissions) : null,
        last_login: null,
      });
      lines.push(`${u.label.padEnd(28)} ${u.username} / ${password}`);
    }
    await writeFile(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  }
  try {
    const text = await readFile(file, 'utf8');
    return [
      'Demo sign-ins (username / password):',
      ...text
        .trim()
        .split('\n')
        .map((l) => `  ${l}`),
    ];
  } catch {
    return [];
  }
}
