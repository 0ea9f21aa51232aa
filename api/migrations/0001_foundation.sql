-- Foundation: users and their plans and stats, auth tokens, error log, a course catalogue.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  role text NOT NULL CHECK (role IN ('Learner', 'Instructor', 'Editor', 'Admin')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  image text,
  permission_level integer NOT NULL DEFAULT 1,
  timezone text NOT NULL DEFAULT 'UTC',
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL UNIQUE,
  default_duration_in_month integer NOT NULL CHECK (default_duration_in_month >= 1),
  fees_in_egp integer NOT NULL CHECK (fees_in_egp >= 0),
  features jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_plans (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  plan_id uuid NOT NULL REFERENCES plans (id),
  start_date timestamptz NOT NULL,
  renew_date timestamptz NOT NULL
);

CREATE TABLE user_stats (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  exp_value integer NOT NULL DEFAULT 0,
  level integer NOT NULL DEFAULT 1,
  coins integer NOT NULL DEFAULT 0 CHECK (coins >= 0),
  streak_days integer NOT NULL DEFAULT 0,
  freeze_chances integer NOT NULL DEFAULT 0
);

CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  family_id uuid NOT NULL,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

CREATE TABLE error_logs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  error text NOT NULL,
  request jsonb,
  response jsonb,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE courses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  seo_txt text NOT NULL UNIQUE,
  description text,
  image text,
  type text NOT NULL CHECK (type IN ('academic', 'professional')),
  keywords jsonb NOT NULL DEFAULT '[]',
  additional_fees numeric(10, 2),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE course_progress (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  course_id uuid NOT NULL REFERENCES courses (id) ON DELETE CASCADE,
  completion integer NOT NULL DEFAULT 0 CHECK (completion BETWEEN 0 AND 100),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, course_id)
);
