-- 5,000 synthetic candidates; 400 applications on each of the 62 listings (24,800), sent over
-- the last 400 days; 70 % answered by the listing's employer 0–20 days later, 10 % of those hired.
insert into users (email, password_hash, role, display_name)
select 'bench.' || g || '@example.in', 'x', 'candidate', 'Bench ' || g from generate_series(1, 5000) g;
with c as (select id, row_number() over (order by id) as n from users where email like 'bench.%@example.in'),
j as (select id, coalesce(posted_by, (select owner_user_id from companies where id = jobs.company_id)) as employer,
        row_number() over (order by id) as n from jobs)
insert into applications (job_id, candidate_id, status, created_at, updated_at)
select j.id, c.id, 'applied', now() - (random() * 400) * interval '1 day', now()
from j join c on (c.n + j.n * 37) % 5000 < 400;
insert into application_events (application_id, status, actor_user_id, at)
select a.id, 'applied', a.candidate_id, a.created_at from applications a
where a.candidate_id in (select id from users where email like 'bench.%');
with picked as (
  select a.id, a.created_at, coalesce(j.posted_by, (select owner_user_id from companies c where c.id = j.company_id)) as employer,
    random() as r
  from applications a join jobs j on j.id = a.job_id
  where a.candidate_id in (select id from users where email like 'bench.%')
)
insert into application_events (application_id, status, actor_user_id, at)
select id, case when r < 0.07 then 'hired'::application_status else 'shortlisted'::application_status end,
  employer, created_at + (random() * 20) * interval '1 day'
from picked where r < 0.7 and employer is not null;
update applications a set status = e.status from application_events e
where e.application_id = a.id and e.actor_user_id is not null and e.status in ('hired', 'shortlisted')
  and a.candidate_id in (select id from users where email like 'bench.%');
analyze;
select (select count(*) from applications) as applications, (select count(*) from application_events) as events;
