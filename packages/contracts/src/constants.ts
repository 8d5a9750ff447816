/** The session is re-read every 5 minutes (and on window focus) to notice expiry early. */
export const SESSION_REFETCH_MS = 5 * 60 * 1000;

// Field limits shared by forms and the server.
export const NAME_MAX = 75;
export const EMAIL_MAX = 75;
/** Notes, messages, comments, call notes and key onsite notes. */
export const NOTES_MAX = 500;
export const OTHER_SERVICE_NAME_MAX = 200;
/** Key onsite notes must say enough for a technician to find the key. */
export const NOTES_MIN_ONSITE = 5;
export const MAX_TO_EMAILS = 5;
export const MAX_CC_EMAILS = 5;

// Lists and pagination.
/** Number of page buttons the paginator shows, with ellipsis and first and last page. */
export const PAGINATOR_WIDTH = 5;
/** The portfolio switcher paginates only above this many agencies. */
export const SWITCH_PORTFOLIO_PAGE_SIZE = 5;
export const DASHBOARD_BLOCK_PAGE_SIZE = 5;
export const NEW_MANAGEMENTS_PAGE_SIZE = 10;
export const SKELETON_ROWS = 10;
export const DEFAULT_PAGE_SIZE = 20;
/** Upper bound of the page-size query parameter, so one request cannot ask for everything. */
export const MAX_PAGE_SIZE = 100;

// Timers.
export const SEARCH_DEBOUNCE_MS = 300;
export const COUNTDOWN_TICK_MS = 1000;
/** A chosen booking time is held for 5 minutes, then released to other bookings. */
export const BOOKING_HOLD_SECONDS = 300;
export const UPLOAD_CONCURRENCY = 2;
export const UPLOAD_QUEUE_CHECK_MS = 1000;
/** A bulk action on selected rows runs at most this many rows' calls at once. */
export const BULK_ACTION_CONCURRENCY = 2;
/**
 * While an invoice uploads in the background, a list showing it asks again this often, so the
 * row turns from 'Uploading' to its result by itself. The spec's 60 seconds left the row
 * 'Uploading' for up to a minute after an upload of a few seconds had ended.
 */
export const INVOICE_UPLOAD_POLL_MS = 3_000;

// Rich-text editor.
/** Dropped images are resized to this width (px) to keep emails light. */
export const IMAGE_RESIZE_WIDTH = 200;
export const RICH_EDITOR_HEIGHT = 300;

// Business periods, in days.
export const RECENTLY_ADDED_DAYS = 30;
/** A property is a new management when an integration found it within this many days. */
export const NEW_MANAGEMENT_DAYS = 30;
export const APPROACHING_NEXT_SERVICE_DAYS = 30;
/** Important issues unresolved for more than this many days raise a suspension warning. */
export const SUSPENSION_WARNING_DAYS = 21;
export const TENANT_DETAILS_OUTSTANDING_DAYS = 30;

// Date pickers.
export const YEAR_PICKER_START = 1900;
export const YEAR_PICKER_YEARS_AHEAD = 5;
/** A temporary key expires between 1 and 5 months ahead. */
export const TEMP_KEY_EXPIRY_MIN_MONTHS = 1;
export const TEMP_KEY_EXPIRY_MAX_MONTHS = 5;

/** Hold and cancellation requests are processed by the provider within this many hours. */
export const PROCESSING_HOURS = 48;

export const DEFAULT_PHONE_COUNTRY = 'AU';
/** Nominated booking contact mobile: digits only, 1 to 15 (the E.164 maximum). */
export const MOBILE_PATTERN = /^\d{1,15}$/;
