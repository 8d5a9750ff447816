// What other features may import from this one; nothing else of it is public.
export { useDismissNewManagement } from './api/dismiss-new-management';
export { useMarkUnderEnrolment } from './api/mark-under-enrolment';
export { showDismissedToast } from './components/dismissed-toast';
// Dismissing the selected new managements at once.
export { dismissNewManagements } from './api/bulk-dismiss-new-managements';
