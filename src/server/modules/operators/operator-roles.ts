/**
 * Who an operator is and what each role may do (docs/operations.md "Operators and roles"). A reviewer reads
 * everything and decides KYC, deposits and withdrawals; an admin may also change settings and move money; "root",
 * the bootstrap operator of the DATA_DIR token, is an admin that alone manages the other operators.
 */
export const operatorRoles = ['reviewer', 'admin'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/** What a route asks of its caller: a role, or "root" for the routes only the bootstrap operator may call. */
export type RouteRole = OperatorRole | 'root';

/** The operator behind a request, handed to services explicitly so no HTTP detail reaches them. */
export interface Actor {
  name: string;
  role: OperatorRole;
}

/** The bootstrap operator: whoever holds DATA_DIR/operator-token. */
export const rootOperatorName = 'root';

/** Names of operators: 2 to 32 of a–z 0–9 . _ - (lower case, so two names never differ by case alone). */
export const operatorNamePattern = /^[a-z0-9._-]{2,32}$/;

const roleRank: Record<OperatorRole, number> = { reviewer: 0, admin: 1 };

export function isOperatorRole(value: unknown): value is OperatorRole {
  return (operatorRoles as readonly unknown[]).includes(value);
}

export function actorMay(actor: Actor, required: RouteRole): boolean {
  if (required === 'root') return actor.name === rootOperatorName;
  return roleRank[actor.role] >= roleRank[required];
}
