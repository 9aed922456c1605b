import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cachePreparedStatements } from './sqlite-statement-cache.ts';

describe('cachePreparedStatements', () => {
  it('prepares each SQL text once and answers with fresh parameters every time', () => {
    const db = cachePreparedStatements(new SQLite(':memory:'));
    db.prepare('create table t (n integer)').run();
    const insert = db.prepare('insert into t (n) values (?)');
    insert.run(1);
    db.prepare('insert into t (n) values (?)').run(2);

    expect(db.prepare('insert into t (n) values (?)')).toBe(insert);
    expect(db.prepare('select n from t where n > ? order by n').all(0)).toEqual([{ n: 1 }, { n: 2 }]);
    expect(db.prepare('select n from t where n > ? order by n').all(1)).toEqual([{ n: 2 }]);
    db.close();
  });

  it('forgets the least recently used statement beyond its size', () => {
    const db = cachePreparedStatements(new SQLite(':memory:'), 2);
    const one = db.prepare('select 1');
    const two = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(one); // now the most recent
    db.prepare('select 3'); // evicts 'select 2'

    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two);
    db.close();
  });
});
