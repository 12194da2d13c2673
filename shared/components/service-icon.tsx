/**
 * The icon drawn for a service (SPEC §3 "icon key"), inline SVG in the same 24×24 stroke
 * style as icons.tsx. An unknown or missing key falls back to the generic sparkle.
 */
import type { ReactNode } from 'react';
import type { ServiceIconKey } from '../content/constants.js';
import { SparkleIcon, Svg } from './icons.js';

const paths: Record<ServiceIconKey, ReactNode> = {
  palette: (
    <>
      <path d="M12 3a9 9 0 100 18c1.1 0 1.8-.8 1.8-1.8 0-.5-.2-.9-.5-1.2-.3-.3-.5-.7-.5-1.2 0-1 .8-1.8 1.8-1.8H17a4 4 0 004-4c0-4.4-4-8-9-8z" />
      <circle cx="7.5" cy="11.5" r="1.2" />
      <circle cx="10.5" cy="7.5" r="1.2" />
      <circle cx="15" cy="8" r="1.2" />
    </>
  ),
  package: (
    <>
      <path d="M21 8l-9-5-9 5v8l9 5 9-5z" />
      <path d="M3 8l9 5 9-5M12 13v8M7.5 5.5l9 5" />
    </>
  ),
  code: <path d="M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16" />,
  smartphone: (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M11 18.5h2" />
    </>
  ),
  megaphone: (
    <>
      <path d="M3 10v4a1 1 0 001 1h3l9 5V4L7 9H4a1 1 0 00-1 1z" />
      <path d="M7 15l1.5 5h3L10 16.5M19.5 9.5a3.5 3.5 0 010 5" />
    </>
  ),
  'user-star': (
    <>
      <circle cx="10" cy="8" r="4" />
      <path d="M3 20a7 7 0 0110.5-6" />
      <path d="M18 13.5l1.2 2.4 2.6.4-1.9 1.8.5 2.6-2.4-1.2-2.4 1.2.5-2.6-1.9-1.8 2.6-.4z" />
    </>
  ),
};

export function ServiceIcon({ icon, className }: { icon?: ServiceIconKey | undefined; className?: string }) {
  const drawing = icon ? paths[icon] : undefined;
  if (!drawing) return <SparkleIcon className={className} />;
  return (
    <Svg className={className} name={icon}>
      {drawing}
    </Svg>
  );
}
