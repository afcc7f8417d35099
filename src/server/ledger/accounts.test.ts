import { describe, expect, it } from "vitest";
import {
  accountId,
  onNextShard,
  onShard,
  SYSTEM_ACCOUNT_SHARDS,
  systemAccount,
  takeNextShard,
  userAccount,
} from "./accounts";

describe("onNextShard", () => {
  const postings = [
    { account: userAccount("u1", "balance"), amount: 100n },
    { account: systemAccount("deposits-clearing"), amount: -60n },
    { account: systemAccount("fees"), amount: -40n },
  ];

  it("books one entry's system accounts on one shard and leaves user accounts alone", () => {
    const booked = onNextShard(postings).map((posting) => accountId(posting.account));
    expect(booked[0]).toBe("user:u1:balance");
    const shard = booked[1]!.split(":")[2];
    expect(booked[1]).toBe(`system:deposits-clearing:${shard}`);
    expect(booked[2]).toBe(`system:fees:${shard}`);
  });

  it("takes the shards in turn: as many consecutive entries as shards lock different rows", () => {
    const shards = Array.from({ length: SYSTEM_ACCOUNT_SHARDS }, () => {
      const [, system] = onNextShard(postings);
      return accountId(system!.account);
    });
    expect(new Set(shards).size).toBe(SYSTEM_ACCOUNT_SHARDS);
  });

  it("books a batch's entries on the one shard its caller took and locked (a mirroring batch's closes)", () => {
    const shard = takeNextShard();
    expect(takeNextShard()).toBe((shard + 1) % SYSTEM_ACCOUNT_SHARDS);
    for (let i = 0; i < 3; i += 1) {
      const booked = onShard(postings, shard).map((posting) => accountId(posting.account));
      expect(booked).toEqual([
        "user:u1:balance",
        `system:deposits-clearing:${shard}`,
        `system:fees:${shard}`,
      ]);
    }
  });
});
