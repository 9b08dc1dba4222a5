import type { Knex } from 'knex';
import * as foundation from './20261121000000_foundation.js';
import * as credits from './20261121232331_credits.js';
import * as vehicles from './20261121232500_vehicles.js';
import * as regsearch from './20261121232600_regsearch.js';
import * as catalogueContent from './20261121232716_catalogue_content.js';
import * as orders from './20261121232733_orders.js';
import * as jobs from './20261125090000_jobs.js';
import * as realtimeEvents from './20261125120000_realtime_events.js';
import * as realtimeSequence from './20261125130000_realtime_sequence.js';
import * as security from './20261126120000_security.js';
import * as orderCounts from './20261126130000_order_counts.js';
import * as shop from './20261125140000_shop.js';
import * as ratings from './20261126150000_ratings.js';
import * as catalogueI18n from './20261126160000_catalogue_i18n.js';
import * as apiAccess from './20261127100000_api_access.js';
import * as support from './20261126150000_support.js';
import * as messaging from './20261126160000_messaging.js';
import * as revisionWithdrawn from './20261127130000_revision_withdrawn.js';
import * as orderSearchTerms from './20261128100000_order_search_terms.js';
import * as shopThumbnails from './20261128100000_shop_thumbnails.js';
import * as listIndexes from './20261128110000_list_indexes.js';
import * as orderSearchSuffixes from './20261128120000_order_search_suffixes.js';
import * as vehicleFinalOrder from './20261128130000_vehicle_final_order.js';
import * as invoiceCounts from './20261128140000_invoice_counts.js';
import * as rowCounts from './20261128150000_row_counts.js';
import * as usersRoleIndex from './20261128160000_users_role_index.js';
import * as variantCounts from './20261128170000_variant_counts.js';
import * as finalModelKey from './20261128180000_final_model_key.js';
import * as orderCustomerSearchIndex from './20261128190000_order_customer_search_index.js';
import * as orderPages from './20261129100000_order_pages.js';
import * as listPages from './20261129110000_list_pages.js';
import * as orderCountsEveryone from './20261129120000_order_counts_everyone.js';
import * as invoiceCountsEveryone from './20261129130000_invoice_counts_everyone.js';
import * as orderLinesJson from './20261129140000_order_lines_json.js';
import * as rowChanges from './20261129150000_row_changes.js';
import * as tallyLockOrder from './20261130090000_tally_lock_order.js';
import * as searchTermsKind from './20261130100000_search_terms_kind.js';
import * as apiAccessRegrant from './20261130110000_api_access_regrant.js';
import * as shopOrderReverseCharge from './20261201090000_shop_order_reverse_charge.js';
import * as auditImpersonator from './20261201120000_audit_impersonator.js';
import * as creditCheckouts from './20261201130000_credit_checkouts.js';
import * as pendingEmail from './20261202090000_pending_email.js';
import * as notificationPhrases from './20261202100000_notification_phrases.js';
import * as checkoutLookup from './20261202110000_checkout_lookup.js';
import * as replacedFiles from './20261203120000_replaced_files.js';
import * as idempotencyKeys from './20261203140000_idempotency_keys.js';
import * as usernameNocase from './20261204090000_username_nocase.js';
import * as refreshGrace from './20261204100000_refresh_grace.js';
import * as textCapacity from './20261205090000_text_capacity.js';
import * as staffInboxDesks from './20261206090000_staff_inbox_desks.js';
import * as invoiceSeller from './20261206100000_invoice_seller.js';
import * as shopInvoiceNumbers from './20261207090000_shop_invoice_numbers.js';
import * as shopOrderExport from './20261208090000_shop_order_export.js';
import * as creditNotes from './20261209090000_credit_notes.js';

type Migration = { up: (db: Knex) => Promise<void>; down: (db: Knex) => Promise<void> };

/** Every migration, by its timestamped name. Add new ones here; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '20261121000000_foundation': foundation,
  '20261121232331_credits': credits,
  '20261121232500_vehicles': vehicles,
  '20261121232600_regsearch': regsearch,
  '20261121232716_catalogue_content': catalogueContent,
  '20261121232733_orders': orders,
  '20261125090000_jobs': jobs,
  '20261125120000_realtime_events': realtimeEvents,
  '20261125130000_realtime_sequence': realtimeSequence,
  '20261126120000_security': security,
  '20261126130000_order_counts': orderCounts,
  '20261125140000_shop': shop,
  '20261126150000_ratings': ratings,
  '20261126160000_catalogue_i18n': catalogueI18n,
  '20261127100000_api_access': apiAccess,
  '20261126150000_support': support,
  '20261126160000_messaging': messaging,
  '20261127130000_revision_withdrawn': revisionWithdrawn,
  '20261128100000_order_search_terms': orderSearchTerms,
  '20261128100000_shop_thumbnails': shopThumbnails,
  '20261128110000_list_indexes': listIndexes,
  '20261128120000_order_search_suffixes': orderSearchSuffixes,
  '20261128130000_vehicle_final_order': vehicleFinalOrder,
  '20261128140000_invoice_counts': invoiceCounts,
  '20261128150000_row_counts': rowCounts,
  '20261128160000_users_role_index': usersRoleIndex,
  '20261128170000_variant_counts': variantCounts,
  '20261128180000_final_model_key': finalModelKey,
  '20261128190000_order_customer_search_index': orderCustomerSearchIndex,
  '20261129100000_order_pages': orderPages,
  '20261129110000_list_pages': listPages,
  '20261129120000_order_counts_everyone': orderCountsEveryone,
  '20261129130000_invoice_counts_everyone': invoiceCountsEveryone,
  '20261129140000_order_lines_json': orderLinesJson,
  '20261129150000_row_changes': rowChanges,
  '20261130090000_tally_lock_order': tallyLockOrder,
  '20261130100000_search_terms_kind': searchTermsKind,
  '20261130110000_api_access_regrant': apiAccessRegrant,
  '20261201090000_shop_order_reverse_charge': shopOrderReverseCharge,
  '20261201120000_audit_impersonator': auditImpersonator,
  '20261201130000_credit_checkouts': creditCheckouts,
  '20261202090000_pending_email': pendingEmail,
  '20261202100000_notification_phrases': notificationPhrases,
  '20261202110000_checkout_lookup': checkoutLookup,
  '20261203120000_replaced_files': replacedFiles,
  '20261203140000_idempotency_keys': idempotencyKeys,
  '20261204090000_username_nocase': usernameNocase,
  '20261204100000_refresh_grace': refreshGrace,
  '20261205090000_text_capacity': textCapacity,
  '20261206090000_staff_inbox_desks': staffInboxDesks,
  '20261206100000_invoice_seller': invoiceSeller,
  '20261207090000_shop_invoice_numbers': shopInvoiceNumbers,
  '20261208090000_shop_order_export': shopOrderExport,
  '20261209090000_credit_notes': creditNotes,
};
