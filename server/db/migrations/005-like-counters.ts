import { PostgresAdapter, sql, type Kysely } from 'kysely'

// Issue 15: a like no longer updates the template row. That row is wide and has 17 indexes, so
// each like rewrote them all, and concurrent likes of one template queued on its lock (with two
// instances the hot template's like rate halved). The count now lives in narrow counter rows,
// striped on PostgreSQL by the liking account so that concurrent likes of one template lock
// different rows; a template's count is the sum of its stripes. A like and its unlike hit the
// same stripe, so no stripe holds fewer likes than its like rows and the sum stays exact.

/** Counter rows per template on PostgreSQL; SQLite has one writer, so one row each. */
export const LIKE_STRIPES = 16

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .createTable('template_like_counts')
    .addColumn('template_id', 'text', (col) =>
      col.notNull().references('templates.id').onDelete('cascade'),
    )
    .addColumn('stripe', 'integer', (col) => col.notNull())
    .addColumn('count_likes', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`count_likes >= 0`),
    )
    .addPrimaryKeyConstraint('template_like_counts_pk', ['template_id', 'stripe'])
    .execute()

  // hashtext is what PostgreSQL's own hash indexes use on text, so it is stable across upgrades.
  const stripeOf = (accountId: string) =>
    postgres ? sql.raw(`(hashtext(${accountId}) & ${LIKE_STRIPES - 1})`) : sql.raw('0')

  // Existing counts carried over: each stripe gets its like rows, stripe 0 also the likes that
  // have no row (counted before rows were kept, or seeded), so no stripe holds fewer than its
  // rows and an unlike never meets an empty stripe.
  await sql`
    insert into template_like_counts (template_id, stripe, count_likes)
    select l.template_id, ${stripeOf('l.account_id')}, count(*)
    from likes l group by 1, 2`.execute(db)
  await sql`
    insert into template_like_counts (template_id, stripe, count_likes)
    select t.id, 0, t.count_likes - coalesce(
      (select count(*) from likes l where l.template_id = t.id), 0)
    from templates t
    where t.count_likes > coalesce((select count(*) from likes l where l.template_id = t.id), 0)
    on conflict (template_id, stripe) do update
      set count_likes = template_like_counts.count_likes + excluded.count_likes`.execute(db)

  if (postgres) {
    await sql`drop trigger likes_count_follow on likes`.execute(db)
    await sql`
      create or replace function likes_count_follow() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into template_like_counts (template_id, stripe, count_likes)
          values (new.template_id, hashtext(new.account_id) & ${sql.raw(String(LIKE_STRIPES - 1))}, 1)
          on conflict (template_id, stripe) do update
            set count_likes = template_like_counts.count_likes + 1;
          return new;
        end if;
        update template_like_counts set count_likes = greatest(count_likes - 1, 0)
        where template_id = old.template_id
          and stripe = hashtext(old.account_id) & ${sql.raw(String(LIKE_STRIPES - 1))};
        return old;
      end $$`.execute(db)
    await sql`
      create trigger likes_count_follow after insert or delete on likes
      for each row execute function likes_count_follow()`.execute(db)
  } else {
    await sql`drop trigger likes_count_up`.execute(db)
    await sql`drop trigger likes_count_down`.execute(db)
    await sql`
      create trigger likes_count_up after insert on likes begin
        insert into template_like_counts (template_id, stripe, count_likes)
        values (new.template_id, 0, 1)
        on conflict (template_id, stripe) do update set count_likes = count_likes + 1;
      end`.execute(db)
    await sql`
      create trigger likes_count_down after delete on likes begin
        update template_like_counts set count_likes = max(count_likes - 1, 0)
        where template_id = old.template_id and stripe = 0;
      end`.execute(db)
  }

  await db.schema.dropIndex('templates_likes_idx').execute()
  await db.schema.alterTable('templates').dropColumn('count_likes').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .alterTable('templates')
    .addColumn('count_likes', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`count_likes >= 0`),
    )
    .execute()
  await sql`
    update templates set count_likes = coalesce(
      (select sum(c.count_likes) from template_like_counts c where c.template_id = templates.id), 0)`.execute(
    db,
  )
  await db.schema
    .createIndex('templates_likes_idx')
    .on('templates')
    .columns(['count_likes desc', 'id'])
    .execute()
  if (postgres) {
    await sql`
      create or replace function likes_count_follow() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          update templates set count_likes = count_likes + 1 where id = new.template_id;
          return new;
        end if;
        update templates set count_likes = greatest(count_likes - 1, 0) where id = old.template_id;
        return old;
      end $$`.execute(db)
  } else {
    await sql`drop trigger likes_count_up`.execute(db)
    await sql`drop trigger likes_count_down`.execute(db)
    await sql`
      create trigger likes_count_up after insert on likes begin
        update templates set count_likes = count_likes + 1 where id = new.template_id;
      end`.execute(db)
    await sql`
      create trigger likes_count_down after delete on likes begin
        update templates set count_likes = max(count_likes - 1, 0) where id = old.template_id;
      end`.execute(db)
  }
  await db.schema.dropTable('template_like_counts').execute()
}
