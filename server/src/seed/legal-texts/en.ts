import type { LegalTexts } from './types.js';

export default {
  terms_and_conditions: {
    title: 'Terms and conditions',
    content: `# Terms and conditions

## 1. The service
We modify the engine-control-unit (ECU) files you send us according to the services you order. You read and
write the ECU yourself, with your own tools, and you are responsible for the vehicle and the work on it.

## 2. Credits and payment
Services are paid in credits. Credits are taken when you send an order and returned when an order is
cancelled before we start. Credits do not expire and cannot be exchanged for money.

## 3. Your files
Keep a copy of every original file. Order files are deleted after each month; store what you need.

## 4. Off-road services
Services marked "for off-road and motorsport use only" change emission-related systems. You confirm that the
vehicle will not be used on public roads in a way the law does not allow.

## 5. Liability
We check every file before it is sent back. We are not liable for damage caused by writing a file to the wrong
vehicle, by hardware faults, or by tools used to read or write the ECU.
`,
  },
  privacy_policy: {
    title: 'Privacy policy',
    content: `# Privacy policy

## What we keep
Your account details (name, company, address, e-mail, phone, VAT number), your orders and their files, your
tickets and chat messages, and your credit history and invoices.

## Why
To deliver the services you order, to invoice them, and to answer your questions. We keep invoices as long as
tax law requires. Order files are deleted after each month.

## Who sees it
Our staff, and the payment provider you choose when you buy credits. We do not sell your data.

## Your rights
You can see and correct your details in your profile, and ask us to delete your account and all its data.
`,
  },
  terms_of_use: {
    title: 'Terms of use',
    content: `# Terms of use

Use this portal only for your own business with us. Keep your password to yourself; you are responsible for
what is done with your account. Do not upload files you have no right to send us.
`,
  },
  shop_terms: {
    title: 'Shop terms',
    content: `# Shop terms

Prices include VAT where it applies. Orders ship with the method you choose at checkout. Unused goods in their
original packaging may be returned within 14 days of delivery; tell us before you send them back.
`,
  },
} satisfies LegalTexts;
