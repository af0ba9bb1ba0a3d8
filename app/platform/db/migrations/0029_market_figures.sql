CREATE TABLE "market_dirty" (
	"segment" text PRIMARY KEY NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_figures" (
	"segment" text NOT NULL,
	"site_id" integer NOT NULL,
	"comparables" integer NOT NULL,
	"dealers" integer NOT NULL,
	"for_sale" integer NOT NULL,
	"asking_median" integer,
	"asking_p10" integer,
	"asking_p90" integer,
	"asking_spread" real,
	"sold" integer NOT NULL,
	"sold_median" integer,
	"days_to_sell" integer,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_figures_segment_site_id_pk" PRIMARY KEY("segment","site_id")
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "market_segment" text GENERATED ALWAYS AS (lower(make) || '|' || lower(model) || '|' || lower(coalesce(badge, '')) || '|' || (year / 2)::text || '|' || least(km / 25000, 8)::text || '|' || car_type) STORED;--> statement-breakpoint
ALTER TABLE "market_figures" ADD CONSTRAINT "market_figures_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cars_market_segment" ON "cars" USING btree ("market_segment");--> statement-breakpoint
CREATE FUNCTION "market_mark_dirty"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A change the market does not read (views, photos, words) leaves the figures as they are.
  IF TG_OP = 'UPDATE'
    AND NEW.market_segment IS NOT DISTINCT FROM OLD.market_segment
    AND NEW.price IS NOT DISTINCT FROM OLD.price
    AND NEW.status IS NOT DISTINCT FROM OLD.status
    AND NEW.created_at IS NOT DISTINCT FROM OLD.created_at
    AND NEW.sold_date_timestamp IS NOT DISTINCT FROM OLD.sold_date_timestamp THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO "market_dirty" ("segment") VALUES (OLD.market_segment)
      ON CONFLICT ("segment") DO UPDATE SET "marked_at" = clock_timestamp();
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "market_dirty" ("segment") VALUES (NEW.market_segment)
      ON CONFLICT ("segment") DO UPDATE SET "marked_at" = clock_timestamp();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "cars_market_dirty" AFTER INSERT OR UPDATE OR DELETE ON "cars"
  FOR EACH ROW EXECUTE FUNCTION "market_mark_dirty"();
--> statement-breakpoint
INSERT INTO "market_dirty" ("segment") SELECT DISTINCT "market_segment" FROM "cars" ON CONFLICT DO NOTHING;
