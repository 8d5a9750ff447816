import { ZManagedBy, type TManagedBy } from '@portal/contracts';
import { getParam } from '../../../lib/search-params';

/** /portfolio?managed-by=OTHER shows the other service providers' portfolio. */
const MANAGED_BY_PARAM = 'managed-by';

export function parseManagedBy(params: URLSearchParams): TManagedBy {
  const parsed = ZManagedBy.safeParse(getParam(params, MANAGED_BY_PARAM));
  return parsed.success ? parsed.data : 'PROVIDER';
}
