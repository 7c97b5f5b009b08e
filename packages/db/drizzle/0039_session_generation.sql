-- A counter for who is signed in (issue 44). Each process keeps the sessions it has resolved and
-- trusts a copy only while this counter stands still, so every change that can end a session or
-- change what it grants moves it: a session deleted (sign-out, password change, expiry sweep) or
-- rewritten other than by its sliding touch, a user changed or deleted, a permission granted or
-- taken, a team suspended or reinstated.
INSERT INTO "search_generations" ("name", "value") VALUES ('sessions', 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sessions_session_generation AFTER DELETE ON sessions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_generation_trigger('sessions');
--> statement-breakpoint
-- The touch of a signed-in request moves last_seen_at and pushes idle_expires_at later; anything
-- else (a new token, an earlier expiry, another user or board) counts.
CREATE CONSTRAINT TRIGGER sessions_session_generation_update AFTER UPDATE ON sessions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_seen_at' - 'idle_expires_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_seen_at' - 'idle_expires_at')
        OR NEW.idle_expires_at < OLD.idle_expires_at)
  EXECUTE FUNCTION search_generation_trigger('sessions');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_session_generation AFTER UPDATE OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_generation_trigger('sessions');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER user_permissions_session_generation AFTER INSERT OR UPDATE OR DELETE ON user_permissions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_generation_trigger('sessions');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER permissions_session_generation AFTER UPDATE OR DELETE ON permissions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION search_generation_trigger('sessions');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER teams_session_generation AFTER UPDATE OR DELETE ON teams
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION search_generation_trigger('sessions');
