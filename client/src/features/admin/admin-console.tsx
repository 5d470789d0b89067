import type { ComponentType } from 'react';
import type { ScreenKey } from '../../config/routes';
import { AdminActivities } from './activities/admin-activities';
import { AdminAuditLog } from './audit/admin-audit-log';
import { AdminDashboard } from './dashboard/admin-dashboard';
import { AdminInvoices } from './invoices/admin-invoices';
import { AdminJobs } from './jobs/admin-jobs';
import { AdminLayout, adminScreens, type AdminScreen } from './layout/admin-layout';
import { AdminProviders } from './providers/admin-providers';
import { AdminSubscriptions } from './subscriptions/admin-subscriptions';
import { AdminUsers } from './users/admin-users';

const sections: Record<AdminScreen, ComponentType> = {
  admin: AdminDashboard,
  adminUsers: AdminUsers,
  adminAiJobs: AdminJobs,
  adminActivities: AdminActivities,
  adminSubscriptions: AdminSubscriptions,
  adminInvoices: AdminInvoices,
  adminProviders: AdminProviders,
  adminAuditLog: AdminAuditLog,
};

const isAdminScreen = (screen: ScreenKey): screen is AdminScreen => (adminScreens as readonly ScreenKey[]).includes(screen);

/** One screen of the admin console in its frame (the route guard has checked the admin flag; the server checks every field). */
export function AdminConsole({ screen }: { screen: ScreenKey }) {
  if (!isAdminScreen(screen)) return null;
  const Section = sections[screen];
  return (
    <AdminLayout screen={screen}>
      <Section />
    </AdminLayout>
  );
}
