import { DIGEST_FREQUENCIES, DIGEST_FREQUENCY_LABELS } from '@hirewise/contracts/saved-searches';

/** The 'Email me' choices, in the contracts' order (daily, weekly, in-app only). */
export const DIGEST_OPTIONS = DIGEST_FREQUENCIES.map((digest) => ({ value: digest, label: DIGEST_FREQUENCY_LABELS[digest] }));
