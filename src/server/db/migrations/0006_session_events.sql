-- Sessions publish their changes too, so that every server instance can drop a cached session the
-- moment it is revoked (sign-out, revoke other sessions, password change, deactivation, deletion)
-- and the Security section of the profile refreshes its device list. The payload carries the
-- session id and its user, never the token.
CREATE TRIGGER sessions_notify_change AFTER INSERT OR UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION ste_notify_change();
