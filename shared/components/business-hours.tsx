/** The studio's opening hours (SPEC §9) as a real table: one row per day range. */
import { site } from '../site.js';

export function BusinessHours() {
  return (
    <div className="business-hours">
      <h3 id="business-hours-title" className="business-hours__title">
        Business hours
      </h3>
      <table className="hours-table" aria-labelledby="business-hours-title">
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Hours</th>
          </tr>
        </thead>
        <tbody>
          {site.businessHours.map((row) => (
            <tr key={row.days} className={row.hours === 'Closed' ? 'hours-table__row--closed' : undefined}>
              <th scope="row">{row.days}</th>
              <td>{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="business-hours__note">All times are India Standard Time (IST). Visits by appointment, so we can give you our full attention.</p>
    </div>
  );
}
