/** Client logos for the home carousel (SPEC §2.3 item 8): 30. */
import { clientLogoData } from './data/client-logos.js';
import type { ClientLogo } from './schema.js';

export const clientLogos: readonly ClientLogo[] = clientLogoData;
