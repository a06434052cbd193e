/** What other modules use of the operators area: roles, the actor, and the audit trail's writer. */
export {
  actorMay,
  isOperatorRole,
  operatorNamePattern,
  operatorRoles,
  rootOperatorName,
  type Actor,
  type OperatorRole,
  type RouteRole,
} from './operator-roles';
export {
  auditActions,
  auditListLimitMax,
  recordAudit,
  type AuditAction,
  type AuditChange,
  type AuditEntry,
  type AuditFilter,
  type OperatorAct,
} from './audit-trail';
export { createOperatorsService, type OperatorsService, type OperatorListing } from './operators-service';
