import type { TermsKind } from '@portal/contracts';

/** One language's demo legal texts: a title and Markdown content per kind. */
export type LegalTexts = Record<TermsKind, { title: string; content: string }>;
