import { PostgresAdapter, sql, type Kysely } from 'kysely'

// Kysely<any>: a migration must keep working after the current schema types move on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['site_types', 'industries']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('slug', 'text', (col) => col.notNull())
      .addColumn('group_key', 'text', (col) => col.notNull())
      .addColumn('group_slug', 'text', (col) => col.notNull())
      .addColumn('name_en', 'text', (col) => col.notNull())
      .addColumn('name_ja', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addUniqueConstraint(`${table}_group_slug_unique`, ['group_slug', 'slug'])
      .execute()
  }

  await db.schema
    .createTable('designers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name_en', 'text', (col) => col.notNull())
    .addColumn('name_ja', 'text', (col) => col.notNull())
    .addColumn('bio_en', 'text', (col) => col.notNull())
    .addColumn('bio_ja', 'text', (col) => col.notNull())
    .addColumn('avatar_url', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('templates')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title_en', 'text', (col) => col.notNull())
    .addColumn('title_ja', 'text', (col) => col.notNull())
    .addColumn('description_en', 'text', (col) => col.notNull())
    .addColumn('description_ja', 'text', (col) => col.notNull())
    .addColumn('designer_id', 'text', (col) => col.notNull().references('designers.id'))
    .addColumn('site_type', 'text', (col) => col.notNull())
    .addColumn('site_type_group', 'text', (col) => col.notNull())
    .addColumn('industry', 'text', (col) => col.notNull())
    .addColumn('industry_group', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('usage', 'text', (col) => col.notNull())
    .addColumn('tier', 'text', (col) => col.notNull().defaultTo('TIER_0'))
    .addColumn('template_tags', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('style_tags', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('feature_tags', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('palette', 'text', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.notNull())
    .addColumn('count_likes', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`count_likes >= 0`),
    )
    .addColumn('count_purchases', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`count_purchases >= 0`),
    )
    .addColumn('ranking_score', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('verification_score', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('hot_score', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('published_at', 'text', (col) => col.notNull())
    .addColumn('last_purchased_at', 'text')
    .addColumn('is_wireframe', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()

  // One index per sort key, with the id tie-breaker every ORDER BY uses, so a page is an index
  // range scan; filter columns lead their own (filter, ranking) index for the default sort.
  const sortIndexes: Record<string, string[]> = {
    templates_ranking_idx: ['ranking_score desc', 'id'],
    templates_verification_idx: ['verification_score desc', 'id'],
    templates_hot_idx: ['hot_score desc', 'id'],
    templates_published_idx: ['published_at desc', 'id'],
    templates_purchased_at_idx: ['last_purchased_at desc', 'id'],
    templates_purchased_count_idx: ['count_purchases desc', 'id'],
    templates_likes_idx: ['count_likes desc', 'id'],
    templates_site_type_group_idx: ['site_type_group', 'ranking_score desc'],
    templates_site_type_idx: ['site_type', 'ranking_score desc'],
    templates_industry_group_idx: ['industry_group', 'ranking_score desc'],
    templates_industry_idx: ['industry', 'ranking_score desc'],
    templates_usage_idx: ['usage', 'ranking_score desc'],
    templates_tier_idx: ['tier', 'ranking_score desc'],
    templates_designer_idx: ['designer_id', 'ranking_score desc'],
    templates_wireframe_idx: ['is_wireframe', 'ranking_score desc'],
  }
  for (const [name, columns] of Object.entries(sortIndexes)) {
    await db.schema.createIndex(name).on('templates').columns(columns).execute()
  }

  await db.schema
    .createTable('template_tag_links')
    .addColumn('template_id', 'text', (col) =>
      col.notNull().references('templates.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('tag', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('template_tag_links_pk', ['template_id', 'kind', 'tag'])
    .execute()
  await db.schema
    .createIndex('template_tag_links_tag_idx')
    .on('template_tag_links')
    .columns(['kind', 'tag', 'template_id'])
    .execute()

  await db.schema
    .createTable('likes')
    .addColumn('account_id', 'text', (col) =>
      col.notNull().references('accounts.id').onDelete('cascade'),
    )
    .addColumn('template_id', 'text', (col) =>
      col.notNull().references('templates.id').onDelete('cascade'),
    )
    .addColumn('liked_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('likes_pk', ['account_id', 'template_id'])
    .execute()
  await db.schema
    .createIndex('likes_account_time_idx')
    .on('likes')
    .columns(['account_id', 'liked_at desc'])
    .execute()
  await db.schema.createIndex('likes_template_idx').on('likes').column('template_id').execute()

  // The like counter moves in the same statement as the like row: a like that was not inserted
  // (already there) or not deleted (never there) cannot move it, whatever runs concurrently.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      create function likes_count_follow() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          update templates set count_likes = count_likes + 1 where id = new.template_id;
          return new;
        end if;
        update templates set count_likes = greatest(count_likes - 1, 0) where id = old.template_id;
        return old;
      end $$`.execute(db)
    await sql`
      create trigger likes_count_follow after insert or delete on likes
      for each row execute function likes_count_follow()`.execute(db)
  } else {
    await sql`
      create trigger likes_count_up after insert on likes begin
        update templates set count_likes = count_likes + 1 where id = new.template_id;
      end`.execute(db)
    await sql`
      create trigger likes_count_down after delete on likes begin
        update templates set count_likes = max(count_likes - 1, 0) where id = old.template_id;
      end`.execute(db)
  }

  await db.schema
    .createTable('tier_prices')
    .addColumn('tier', 'text', (col) => col.primaryKey())
    .addColumn('price_jpy', 'integer', (col) => col.notNull().check(sql`price_jpy >= 0`))
    .addColumn('price_usd_cents', 'integer', (col) =>
      col.notNull().check(sql`price_usd_cents >= 0`),
    )
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop function if exists likes_count_follow() cascade`.execute(db)
  }
  for (const table of [
    'tier_prices',
    'likes',
    'template_tag_links',
    'templates',
    'designers',
    'industries',
    'site_types',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
