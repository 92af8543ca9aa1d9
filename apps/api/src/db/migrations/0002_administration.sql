CREATE TABLE "employee_professional_roles" (
	"employee_id" integer NOT NULL,
	"professional_role_id" smallint NOT NULL,
	CONSTRAINT "employee_professional_roles_employee_id_professional_role_id_pk" PRIMARY KEY("employee_id","professional_role_id")
);
--> statement-breakpoint
CREATE TABLE "useful_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"description" varchar(2000),
	"document_name" varchar(255) NOT NULL,
	"storage_name" varchar(64) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "agreement_name" varchar(255);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "agreement_storage_name" varchar(64);--> statement-breakpoint
ALTER TABLE "employee_professional_roles" ADD CONSTRAINT "employee_professional_roles_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;