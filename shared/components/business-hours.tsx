/** The studio's opening hours (SPEC §9) as a real table: one row per day range, in the page's language. */
import type { BusinessHoursCopy } from '../i18n/copy/pages/contact.js';

export function BusinessHours({ copy }: { copy: BusinessHoursCopy }) {
  return (
    <div className="business-hours">
      <h3 id="business-hours-title" className="business-hours__title">
        {copy.title}
      </h3>
      <table className="hours-table" aria-labelledby="business-hours-title">
        <thead>
          <tr>
            <th scope="col">{copy.day}</th>
            <th scope="col">{copy.hours}</th>
          </tr>
        </thead>
        <tbody>
          {copy.rows.map((row) => (
            <tr key={row.days} className={row.closed ? 'hours-table__row--closed' : undefined}>
              <th scope="row">{row.days}</th>
              <td>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="business-hours__note">{copy.note}</p>
    </div>
  );
}
