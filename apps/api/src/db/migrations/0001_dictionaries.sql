CREATE TABLE "code_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"axis" varchar(1) NOT NULL,
	"code_id" integer NOT NULL,
	"term" varchar(500) NOT NULL,
	"level" smallint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counties" (
	"id" integer PRIMARY KEY NOT NULL,
	"ins_code" smallint NOT NULL,
	"auto_code" varchar(2) NOT NULL,
	"label_ro" varchar(500) NOT NULL,
	"label_en" varchar(500) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"alpha2" varchar(2) NOT NULL,
	"alpha3" varchar(3) NOT NULL,
	"label_ro" varchar(500) NOT NULL,
	"label_en" varchar(500) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_entries" (
	"list_id" smallint NOT NULL,
	"id" integer NOT NULL,
	"code" varchar(60),
	"parent_id" integer,
	"label_ro" varchar(500) NOT NULL,
	"label_en" varchar(500) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"extra" jsonb,
	CONSTRAINT "dictionary_entries_list_id_id_pk" PRIMARY KEY("list_id","id")
);
--> statement-breakpoint
CREATE TABLE "dictionary_links" (
	"link_id" smallint NOT NULL,
	"left_id" integer NOT NULL,
	"right_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dictionary_links_link_id_left_id_right_id_pk" PRIMARY KEY("link_id","left_id","right_id")
);
--> statement-breakpoint
CREATE TABLE "iccc3_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(10) NOT NULL,
	"level" smallint NOT NULL,
	"parent_id" integer,
	"seer_recode" varchar(3),
	"seer_extended" varchar(3),
	"label_ro" varchar(500) NOT NULL,
	"label_en" varchar(500) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "localities" (
	"id" integer PRIMARY KEY NOT NULL,
	"county_id" integer NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"type_code" smallint NOT NULL,
	"is_urban" boolean NOT NULL,
	"postal_code" varchar(6),
	"label_ro" varchar(500) NOT NULL,
	"label_en" varchar(500) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "morphologies" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(10) NOT NULL,
	"histology" smallint NOT NULL,
	"behaviour" smallint NOT NULL,
	"label_ro" varchar(500) NOT NULL,
	"label_en" varchar(500) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prognostic_factor_ranks" (
	"morphology_id" integer NOT NULL,
	"factor_list_id" smallint NOT NULL,
	"factor_id" integer NOT NULL,
	"rank" smallint NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prognostic_factor_ranks_morphology_id_factor_list_id_factor_id_pk" PRIMARY KEY("morphology_id","factor_list_id","factor_id")
);
--> statement-breakpoint
CREATE TABLE "topographies" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(10) NOT NULL,
	"category" varchar(3),
	"category_label_ro" varchar(200),
	"category_label_en" varchar(200),
	"is_special" boolean DEFAULT false NOT NULL,
	"label_ro" varchar(500) NOT NULL,
	"label_en" varchar(500) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "code_synonyms_term_uq" ON "code_synonyms" USING btree ("axis","code_id","term");--> statement-breakpoint
CREATE UNIQUE INDEX "counties_ins_code_uq" ON "counties" USING btree ("ins_code");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_alpha2_uq" ON "countries" USING btree ("alpha2");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_entries_code_uq" ON "dictionary_entries" USING btree ("list_id","code");--> statement-breakpoint
CREATE INDEX "dictionary_entries_parent_idx" ON "dictionary_entries" USING btree ("list_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "iccc3_groups_code_uq" ON "iccc3_groups" USING btree ("code");--> statement-breakpoint
CREATE INDEX "iccc3_groups_parent_idx" ON "iccc3_groups" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "localities_county_idx" ON "localities" USING btree ("county_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "morphologies_code_uq" ON "morphologies" USING btree ("code");--> statement-breakpoint
CREATE INDEX "morphologies_behaviour_idx" ON "morphologies" USING btree ("behaviour");--> statement-breakpoint
CREATE INDEX "prognostic_factor_ranks_factor_idx" ON "prognostic_factor_ranks" USING btree ("factor_list_id","factor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "topographies_code_uq" ON "topographies" USING btree ("code");