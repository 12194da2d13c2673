/**
 * Two small adjustments to Decap's own widgets, so what the editor writes is what the
 * validator reads (scripts/content/load.ts). Both wrap the registered control and otherwise
 * leave it alone.
 *
 * image: a photo beside the record is named "./cover.jpg" in our files. Decap names a file in
 * the record's own folder "cover.jpg" (it joins an empty public folder with the file name),
 * so the control's value gets the "./" back, and the media path Decap hands the control is
 * shown the same way (else the control would see a different value and ask again forever).
 *
 * list: in a two-language list (a case study's gallery, the posters, …) some item fields are
 * the same in both files (languageNeutralFields: a gallery photo, a poster's client). Decap
 * copies such `i18n: duplicate` fields to the other language for top-level fields only, not
 * inside list items; on the Tamil side, this control copies them from the English item at
 * the same position, and adds the items English has and Tamil has not yet. (It never
 * removes a Tamil item: which one goes is the editor's call; the validator says when the
 * lists differ in length.)
 */
import { useEffect, type ComponentType } from 'react';
import type { CMS } from 'decap-cms-core';

/** The slice of Immutable's List/Map API these controls use (Decap's values are Immutable). */
type ImmutableMap = {
  get(key: string): unknown;
  has(key: string): boolean;
  set(key: string, value: unknown): ImmutableMap;
  delete(key: string): ImmutableMap;
  clear(): ImmutableMap;
  getIn(path: unknown[]): unknown;
  map(fn: (value: unknown) => unknown): ImmutableMap;
};
type ImmutableList = {
  size: number;
  get(index: number): unknown;
  set(index: number, value: unknown): ImmutableList;
  push(value: unknown): ImmutableList;
  clear(): ImmutableList;
  forEach(fn: (value: unknown, index: number) => void): void;
  equals(other: unknown): boolean;
  filter(fn: (value: ImmutableMap) => boolean): ImmutableList;
  map(fn: (value: ImmutableMap) => unknown): { toArray(): unknown[] };
};
type ControlProps = {
  value: unknown;
  field: ImmutableMap;
  entry: ImmutableMap;
  collection: ImmutableMap;
  locale?: string;
  onChange(value: unknown): void;
  mediaPaths?: ImmutableMap;
};

const isList = (value: unknown): value is ImmutableList => typeof value === 'object' && value !== null && 'forEach' in value && 'push' in value;

/** "cover.jpg" → "./cover.jpg"; anything else (empty, a path, a URL, already "./…") unchanged. */
export function besideRecord(value: unknown): unknown {
  if (typeof value !== 'string' || value === '' || value.startsWith('./') || value.includes('/') || value.includes(':')) return value;
  return `./${value}`;
}

function wrapControl(cms: CMS, name: string, wrap: (Original: ComponentType<ControlProps>) => ComponentType<ControlProps>): void {
  // getWidget returns the registry's own entry: changing its control keeps the preview,
  // schema and options Decap registered with it (registering again would warn and drop them).
  const widget = cms.getWidget(name) as unknown as { control: ComponentType<ControlProps> } | undefined;
  if (!widget) throw new Error(`Decap has no "${name}" widget to adjust`);
  widget.control = wrap(widget.control);
}

export function adjustWidgets(cms: CMS): void {
  wrapControl(cms, 'image', (Original) =>
    function BesideRecordImage(props: ControlProps) {
      const mediaPaths = props.mediaPaths?.map((path) => besideRecord(path));
      return <Original {...props} {...(mediaPaths ? { mediaPaths } : {})} onChange={(value) => props.onChange(besideRecord(value))} />;
    },
  );

  wrapControl(cms, 'list', (Original) =>
    function TwinList(props: ControlProps) {
      const { value, field, entry, collection, locale, onChange } = props;
      const defaultLocale = collection.getIn(['i18n', 'default_locale']);
      const subfields = field.get('fields');
      const neutral = isList(subfields) ? (subfields.filter((sub) => sub.get('i18n') === 'duplicate').map((sub) => sub.get('name')).toArray() as string[]) : [];
      // Lists with same-in-both-languages item fields are top-level fields (decap-config.ts),
      // so the English list is the entry's data under the same name.
      const source = neutral.length > 0 && typeof defaultLocale === 'string' && locale && locale !== defaultLocale ? entry.getIn(['data', field.get('name')]) : undefined;
      useEffect(() => {
        if (!isList(source)) return;
        let next: ImmutableList = isList(value) ? value : source.clear();
        source.forEach((english, index) => {
          const item = english as ImmutableMap;
          let own = (next.get(index) as ImmutableMap | undefined) ?? item.clear();
          for (const name of neutral) own = item.has(name) ? own.set(name, item.get(name)) : own.delete(name);
          next = index < next.size ? next.set(index, own) : next.push(own);
        });
        if (!next.equals(value)) onChange(next);
      });
      return <Original {...props} />;
    },
  );
}
