CREATE TABLE "medical_case_team_removals" (
	"medical_case_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"removed_by" integer NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_case_team_removals_pk" PRIMARY KEY("medical_case_id","employee_id")
);
--> statement-breakpoint
ALTER TABLE "medical_case_team_removals" ADD CONSTRAINT "medical_case_team_removals_case_fk" FOREIGN KEY ("medical_case_id") REFERENCES "public"."medical_cases"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "medical_case_team_removals" ADD CONSTRAINT "medical_case_team_removals_employee_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "medical_case_team_removals" ADD CONSTRAINT "medical_case_team_removals_user_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
