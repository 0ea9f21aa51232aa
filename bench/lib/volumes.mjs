/**
 * The realistic volumes the API benches seed, as plain SQL (generate_series): seconds, not
 * minutes. Run with the API stopped (PGlite is single-user), then ANALYZE.
 */

export const COURSES = 10_000;

/**
 * 10,000 more courses (the trigger files and indexes each one), spread over the
 * types, systems, grades, pathways, languages and fees, with a subject word each.
 */
export const COURSES_SQL = `
  -- Each course's details row is inserted by a row trigger, one statement per course, and each of
  -- those statements would bump catalogue_version (a statement trigger on course_details): off
  -- while seeding, and one bump at the end, as one statement would.
  ALTER TABLE course_details DISABLE TRIGGER course_details_catalogue_changed;
  INSERT INTO courses (title, seo_txt, type, description, keywords, additional_fees_piastres)
    SELECT
      (ARRAY['Algebra', 'Physics', 'Chemistry', 'Writing', 'Python', 'Data', 'Project', 'الكسور والنسب'])[1 + i % 8]
        || ' ' || i,
      'bench-course-' || i,
      CASE WHEN i % 3 = 0 THEN 'professional' ELSE 'academic' END,
      'A bench course about ' || (ARRAY['equations', 'motion', 'atoms', 'essays', 'loops', 'charts', 'risk', 'النسبة المئوية'])[1 + i % 8],
      '["bench"]'::jsonb,
      CASE WHEN i % 4 = 0 THEN (100 + i % 900) * 100 ELSE NULL END
    FROM generate_series(1, ${COURSES}) i;
  -- Statistics first: planned with the 8 demo courses in mind, the join below ran for minutes on PostgreSQL.
  ANALYZE courses;
  ANALYZE course_details;
  UPDATE course_details d SET
      language = CASE WHEN c.title LIKE 'الكسور%' THEN 'ar' ELSE 'en' END,
      educational_system_id = (SELECT id FROM educational_systems ORDER BY position
        OFFSET (abs(hashtext(c.id::text)) % 4) LIMIT 1),
      grade_level_ids = ARRAY(SELECT id FROM grade_levels ORDER BY position
        OFFSET (abs(hashtext(c.seo_txt)) % 7) LIMIT 2)
    FROM courses c WHERE c.id = d.course_id AND c.seo_txt LIKE 'bench-course-%';
  INSERT INTO pathway_courses (pathway_id, course_id, position)
    SELECT (SELECT id FROM pathways ORDER BY name OFFSET (abs(hashtext(c.id::text)) % 3) LIMIT 1), c.id, 0
    FROM courses c WHERE c.seo_txt LIKE 'bench-course-%' AND abs(hashtext(c.seo_txt)) % 5 = 0;
  ALTER TABLE course_details ENABLE TRIGGER course_details_catalogue_changed;
  UPDATE catalogue_version SET version = version + 1 WHERE id = 1;
`;

/**
 * 10k more users (all with XP this year), 10k posts in the course of `learnerEmail`'s first
 * enrolment, 100k notifications of `learnerEmail` (one in ten unseen).
 */
export const peopleSql = (learnerEmail) => `
  INSERT INTO users (role, first_name, last_name, email, password_hash)
    SELECT 'Learner', 'Bench', 'User ' || i, 'bench' || i || '@bench.test', 'not-a-hash'
    FROM generate_series(1, 10000) i;
  INSERT INTO year_exps (user_id, year, xp, last_status_up)
    SELECT id, extract(year FROM now())::int, 1 + (abs(hashtext(id::text)) % 5000), now()
    FROM users WHERE email LIKE '%@bench.test'
    ON CONFLICT (user_id, year) DO UPDATE SET xp = excluded.xp;
  INSERT INTO forum_posts (seo_txt, course_id, user_id, content, created_at, updated_at)
    SELECT 'bench-post-' || i, cp.course_id, cp.user_id, '<p>Bench post ' || i || '</p>',
      now() - i * interval '1 minute', now() - i * interval '1 minute'
    FROM generate_series(1, 10000) i,
      (SELECT p.course_id, p.user_id FROM course_progress p JOIN users u ON u.id = p.user_id
       WHERE u.email = '${learnerEmail}' ORDER BY p.course_id LIMIT 1) cp;
  INSERT INTO notifications (user_id, event_short, template, template_type, attributes, created_at, seen_at)
    SELECT u.id, 'bench', 'notifications.bench', 'text', '{"n":"1"}'::jsonb,
      now() - i * interval '1 second', CASE WHEN i % 10 = 0 THEN NULL ELSE now() END
    FROM generate_series(1, 100000) i, users u WHERE u.email = '${learnerEmail}';
`;
