export {
  isWorkable,
  type AdminEmail,
  type AdminOrder,
  type AdminReport,
  type AdminStats,
  type AdminUser,
  type Page,
  type Setting,
  type WorkableReport,
} from '@shop/domain'
