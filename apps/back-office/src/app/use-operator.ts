import { useMemo } from 'react';
import { useOperatorMeQuery } from '../api/operator-api';
import { permissionChecks } from './permissions';

/** The signed-in operator (from GET /wps/admin/auth/me, fetched once) and their permission checks. */
export function useOperator() {
  const { data: me } = useOperatorMeQuery();
  const permissions = useMemo(() => permissionChecks(me), [me]);
  return { me, ...permissions };
}
