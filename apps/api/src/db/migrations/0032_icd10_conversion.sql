CREATE TABLE "icd10_conversion_rules" (
	"position" integer PRIMARY KEY NOT NULL,
	"step" smallint NOT NULL,
	"morphology" text NOT NULL,
	"behaviour" varchar(1) NOT NULL,
	"topography" text NOT NULL,
	"sex" varchar(1) NOT NULL,
	"icd10" varchar(20) NOT NULL,
	"sex_check" varchar(6),
	"rare_combination" boolean NOT NULL,
	"iarc_rule" varchar(10) NOT NULL,
	"note" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "icd10_topography" (
	"topography" varchar(5) PRIMARY KEY NOT NULL,
	"malignant" varchar(5) NOT NULL,
	"benign" varchar(5) NOT NULL,
	"in_situ" varchar(5) NOT NULL,
	"uncertain" varchar(5) NOT NULL,
	"secondary" varchar(5) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
