import type pg from 'pg';

/** Technicians working the large agency's area, each with four times a weekday. */
const TECHNICIANS = 20;

/**
 * The large agency's booking times for the next three weeks (weekdays, 8 am to 4 pm in two-hour
 * times, every service of its state), a few held or booked, so the booking availability call is
 * measured on a realistic number of times.
 */
export async function seedLargeAvailability(
  client: pg.Client,
  { agencyId, today, codes }: { agencyId: number; today: string; codes: readonly string[] },
): Promise<number> {
  const result = await client.query(
    `insert into availability_slots (agency_id, region, date, time_from, time_to, oas_metadata_id,
       technician_id, service_codes)
     select $1::int, 'Metro', d::date, make_time(8 + 2 * n, 0, 0), make_time(10 + 2 * n, 0, 0),
            'oas-' || $1::int || '-' || to_char(d, 'YYYYMMDD') || '-' || t || '-' || n,
            900000 + t, $3::text[]
       from generate_series($2::date + 1, $2::date + 21, interval '1 day') d
      cross join generate_series(1, $4::int) t
      cross join generate_series(0, 3) n
      where extract(isodow from d) < 6`,
    [agencyId, today, codes, TECHNICIANS],
  );
  return result.rowCount ?? 0;
}
