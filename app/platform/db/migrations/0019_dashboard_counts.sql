CREATE TABLE "car_view_days" (
	"site_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "car_view_days_site_id_car_id_day_pk" PRIMARY KEY("site_id","car_id","day")
);
--> statement-breakpoint
CREATE TABLE "search_misses" (
	"site_id" integer NOT NULL,
	"words" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_misses_site_id_words_day_pk" PRIMARY KEY("site_id","words","day")
);
--> statement-breakpoint
ALTER TABLE "car_view_days" ADD CONSTRAINT "car_view_days_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_view_days" ADD CONSTRAINT "car_view_days_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_misses" ADD CONSTRAINT "search_misses_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;