/** Services (SPEC §2.4–2.5): the list in display order and a lookup by slug. */
import { serviceData } from './data/services.js';
import type { Service } from './schema.js';

export const services: readonly Service[] = serviceData;

export function getService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}
