/** The Document Workspace Service's contract as TypeScript types, as doc-workspace-mock/openapi exports them: written by openapi-typescript from the package's OpenAPI document (src/openapi/openapi.json). Do not edit; `npx doc-workspace-mock types` prints them anew. */

/** Every path of the contract, by method: its parameters, request body and answers. */
export interface paths {
    "/auth/api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * API key authentication
         * @description Exchanges an API key for a bearer token. An unknown key answers 401 `Invalid API key`.
         */
        post: operations["authApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Account Teams
         * @description The teams the caller is an active member of, oldest first.
         */
        get: operations["teams"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create Team
         * @description Creates a team in the caller's account; the caller becomes its owner.
         */
        post: operations["teamsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Team Details
         * @description One team. Takes `team_id` in the query; a body such as `{}` is accepted and ignored.
         */
        get: operations["teamsInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update Team Data
         * @description Renames a team or changes its description (admin or owner).
         */
        put: operations["teamsUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete Team
         * @description Deletes a team with its members, workspaces, folders, documents and logs (owner only).
         */
        delete: operations["teamsDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Team Data
         * @description The team plus its counts: members, workspaces, folders, documents, bytes stored, last activity.
         */
        get: operations["teamsData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Team workspaces
         * @description The team's workspaces in the order they were added, paginated; `q` keeps those whose name contains it (any case).
         */
        get: operations["teamsWorkspaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Team logs
         * @description The team's log, newest first, optionally one `action` only.
         */
        get: operations["teamsLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Team Members
         * @description The team's members, invitations included, oldest first; `role` keeps one role only.
         */
        get: operations["teamsMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/teams/members/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add Team Member
         * @description Adds a person by email (admin or owner; only an owner may add an owner). A signed-up user of the account joins `active`; an email the account does not know is invited (`invited`, no access yet). An email already in the team answers 409.
         */
        post: operations["teamsMembersAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/drive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Account Drive
         * @description The caller's personal workspace (`team_id: null`) with the bytes its documents take and its quota.
         */
        get: operations["workspacesDrive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Workspaces By Team
         * @description The team's workspaces in the order they were added, paginated; `q` keeps those whose name contains it (any case).
         */
        get: operations["workspaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create New Workspace
         * @description Creates a workspace in a team (admin or owner); a name taken in the team answers 409.
         */
        post: operations["workspacesCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Workspace Details
         * @description One workspace of the caller's teams, or the caller's own drive.
         */
        get: operations["workspacesInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Team Workspaces
         * @description The team's workspaces in the order they were added, paginated; `q` keeps those whose name contains it (any case).
         */
        get: operations["workspacesTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update workspace
         * @description Renames a workspace or changes its description (admin or owner, or the owner of a drive).
         */
        put: operations["workspacesUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete workspace
         * @description Deletes a team's workspace with its folders and documents (admin or owner); a drive answers 409.
         */
        delete: operations["workspacesDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/folders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Folders
         * @description One level of a workspace's tree: the folders directly in `parent_id`, or at the root when it is absent.
         */
        get: operations["folders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/folders/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create Folder
         * @description Creates a folder at the workspace root or inside `parent_id` (editor or above).
         */
        post: operations["foldersCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/folders/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Folder Details
         * @description One folder, with its path from the root and the counts of what it holds directly.
         */
        get: operations["foldersInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/folders/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Folder Content
         * @description A folder's sub-folders, then its documents of the chosen `status` (default `active`), paginated.
         */
        get: operations["foldersContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/folders/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update Folder
         * @description Renames a folder (editor or above).
         */
        put: operations["foldersUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/folders/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete Folder
         * @description Deletes a folder with its whole subtree: every folder and document below it (editor or above).
         */
        delete: operations["foldersDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/folders/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move Folder
         * @description Moves a folder with its subtree under `parent_id` (null: the root), optionally into another workspace of the same team. Into itself or its own subtree, or out of its team or drive, is 409.
         */
        put: operations["foldersMove"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Document Info
         * @description One document's metadata, archived or not.
         */
        get: operations["documentsInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get Document By Workspace
         * @description A workspace's documents, paginated: all of them, or one folder's (`folder_id`; `root` for the root level), filtered by `status` (default `active`) and `q` (name contains, any case).
         */
        get: operations["documents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update Document
         * @description Renames a document or changes its description; 409 while it is archived.
         */
        put: operations["documentsUpdate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete Document
         * @description Deletes a document and its bytes, archived or not.
         */
        delete: operations["documentsDelete"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Archive Document
         * @description active → archived; 409 when it is archived already. Archived documents leave the default listings.
         */
        put: operations["documentsArchive"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Restore Document
         * @description archived → active, where it was; 409 when it is not archived.
         */
        put: operations["documentsRestore"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move Document
         * @description Moves a document into `folder_id` (null: the root), optionally into another workspace of the same team; 409 while it is archived, or out of its team or drive.
         */
        put: operations["documentsMove"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Stream Document
         * @description The exact bytes with `Content-Type`, `Content-Length`, `Content-Disposition` (no path separators or control characters in the name), `Accept-Ranges: bytes`, `ETag` and `X-Content-Type-Options: nosniff`. One `Range` (`bytes=0-99`, `bytes=100-`, `bytes=-100`) answers 206 with `Content-Range`; past the end, 416; several ranges or a malformed header answer the whole file (200). `If-None-Match` with the current ETag answers 304.
         */
        get: operations["getDocumentsStream"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /**
         * Stream Document Headers
         * @description Stream Document's status and headers without the bytes, e.g. to learn the size before ranged reads.
         */
        head: operations["headDocumentsStream"];
        patch?: never;
        trace?: never;
    };
    "/documents/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload Document
         * @description `multipart/form-data` with `file`, `workspace_id`, `folder_id?`, `name?` (default: the file's name), `description?`. The type comes from the part, else the name's extension. Over the size limit, or past a drive's quota, 413: a `Content-Length` over the limit is refused before the body is sent (no `100 Continue`), a longer body as soon as it passes the limit.
         */
        post: operations["documentsUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
/** The webhooks of the contract: none. */
export type webhooks = Record<string, never>;
/** The contract's named parts: schemas (Team, Document, the envelope, …), parameters and answers. */
export interface components {
    schemas: {
        AccessToken: {
            access_token: string;
            /** @constant */
            token_type: "Bearer";
            expires_in: number;
        };
        /** @description The envelope of a success: `result` holds the `AccessToken`. */
        AccessTokenEnvelope: {
            /** @constant */
            success: true;
            message: string;
            result: components["schemas"]["AccessToken"];
            errors: null;
            except: null;
        };
        AddMemberRequest: {
            /** Format: uuid */
            team_id: string;
            /** Format: email */
            email: string;
            /** @default viewer */
            role: components["schemas"]["Role"];
            name?: string;
        };
        ApiKeyRequest: {
            api_key: string;
        };
        CreateFolderRequest: {
            /** Format: uuid */
            workspace_id: string;
            name: string;
            parent_id?: string | null;
        };
        CreateTeamRequest: {
            name: string;
            description?: string;
        };
        CreateWorkspaceRequest: {
            /** Format: uuid */
            team_id: string;
            name: string;
            description?: string;
        };
        DeletedDocument: {
            /** Format: uuid */
            document_id: string;
        };
        /** @description The envelope of a success: `result` holds the `DeletedDocument`. */
        DeletedDocumentEnvelope: {
            /** @constant */
            success: true;
            message: string;
            result: components["schemas"]["DeletedDocument"];
            errors: null;
            except: null;
        };
        DeletedFolder: {
            /** Format: uuid */
            folder_id: string;
            deleted_folders: number;
            deleted_documents: number;
        };
        /** @description The envelope of a success: `result` holds the `DeletedFolder`. */
        DeletedFolderEnvelope: {
            /** @constant */
            success: true;
            message: string;
            result: components["schemas"]["DeletedFolder"];
            errors: null;
            except: null;
        };
        DeletedTeam: {
            /** Format: uuid */
            team_id: string;
        };
        /** @description The envelope of a success: `result` holds the `DeletedTeam`. */
        DeletedTeamEnvelope: {
            /** @constant */
            success: true;
            message: string;
            result: components["schemas"]["DeletedTeam"];
            errors: null;
            except: null;
        };
        DeletedWorkspace: {
            /** Format: uuid */
            workspace_id: string;
            deleted_folders: number;
            deleted_documents: number;
        };
        /** @description The envelope of a success: `result` holds the `DeletedWorkspace`. */
        DeletedWorkspaceEnvelope: {
            /** @constant */
            success: true;
            message: string;
            result: components["schemas"]["DeletedWorkspace"];
            errors: null;
            except: null;
        };
        DeleteFolderRequest: {
            /** Format: uuid */
            folder_id: string;
        };
        DeleteTeamRequest: {
            /** Format: uuid */
            team_id: string;
        };
        DeleteWorkspaceRequest: {
            /** Format: uuid */
            workspace_id: string;
        };
        Document: {
            /** Format: uuid */
            document_id: string;
            /** Format: uuid */
            workspace_id: string;
            folder_id: string | null;
            name: string;
            description: string;
            mime_type: string;
            size_bytes: number;
            status: components["schemas"]["DocumentStatus"];
            archived_at: string | null;
            /** Format: uuid */
            created_by: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description The envelope of a success: `result` holds the `Document`. */
        DocumentEnvelope: {
            /** @constant */
            success: true;
            message: string;
            result: components["schemas"]["Document"];
            errors: null;
            except: null;
        };
        DocumentIdRequest: {
            /** Format: uuid */
            document_id: string;
        };
        DocumentPage: {
            items: components["schemas"]["Document"][];
            page: number;
            page_size: number;
            total: number;
            total_pages: number;
        };
        /** @description The envelope of a success: `result` holds the `DocumentPage`. */
        DocumentPageEnvelope: {
            /** @constant */
            success: true;
            message: string;
            result: components["schemas"]["DocumentPage"];
            errors: null;
            except: null;
        };
        /** @enum {string} */
        DocumentStatus: "active" | "archived";
        /** @enum {string} */
        DocumentStatusFilter: "active" | "archived" | "all";
        Drive: {
            /** Format: uuid */
            workspace_id: string;
            team_id: string | null;
            name: string;
            description: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            used_bytes: number;
            quota_bytes: number;
        };
        /** @description The envelope of a success: `result` holds the `Drive`. */
        DriveEnvelope: {
            /** @constant */
            success: true;
            message: string;
            result: components["schemas"]["Drive"];
            errors: null;
            except: null;
        };
        /** @description The envelope of an error: `message` says what went wrong. */
        ErrorEnvelope: {
            /** @constant */
            success: false;
            message: string;
            result: null;
            errors: null;
            except: null;
        };
        /** @description What a simulated server fault carries. */
        Except: {
            name: string;
            message: string;
        };
        /** @description One field's complaint: `field` is a dotted path (`body` for the body as a whole). */
        FieldError: {
            field: string;
            message: string;
        };
        Folder: {
            /** Format: uuid */
            folder_id: string;
            /** Format: uuid */
            workspace_id: string;
            parent_id: string | null;
            name: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        FolderContentDocument: {
            /** Format: uuid */
            document_id: string;
            /** Format: uuid */
            workspace_id: string;
            folder_id: string | null;
            name: string;
            description: string;
            mime_type: string;
            size_bytes: number;
            status: components["schemas"]["DocumentStatus"];
            archived_at: string | null;
            /** Format: uuid */
            created_by: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @constant */
            type: "document";
        };
        FolderContentFolder: {
            /** Format: uuid */
            folder_id: string;
            /** Format: uuid */
            workspace_id: string;
            parent_id: string | null;
            name: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @constant */
            type: "folder";
        };
        FolderContentItem: components["schemas"]["FolderContentFolder"] | components["schemas"]["FolderContentDocument"];
        FolderContentItemPage: {
            items: components["schemas"]["FolderContentItem"][];
            page: number;
            page_size: number;
            total: number;
            total_pages: number;
        };
        /** @description The envelope of a success: `result` holds the `FolderContentItemPage`. */
        FolderContentItemPageEnvelope: {
            /** @constant */
            success: true;
            message: string;
            result: components["schemas"]["FolderContentItemPage"];
            errors: null;
            except: null;
        };
        FolderDetails: {
            /** Format: uuid */
            folder_id: string;
            /** Format: uuid */
            workspace_id: string;
            parent_id: string | null;
            name: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            path: components["schemas"]["FolderPathEntry"][];
            folder_count: number;
            document_count: number;
        };
        /** @description The envelope of a success: `result` holds the `FolderDetails`. */
        FolderDetailsEnvelope: {
            /** @constant */
            success: true;
            message: string;
            result: components["schemas"]["FolderDetails"];
            errors: null;
            except: null;
        };
        /** @description The envelope of a success: `result` holds the `Folder`. */
        FolderEnvelope: {
            /** @constant */
            success: true;
            message: string;
            result: components["schemas"]["Folder"];
            errors: null;
            except: null;
        };
        FolderPage: {
            items: components["schemas"]["Folder"][];
            page: number;
            page_size: number;
            total: number;
            total_pages: number;
        };
        /** @description The envelope of a success: `result` holds the `FolderPage`. */
        FolderPageEnvelope: {
            /** @constant */
            success: true;
            message: string;
            result: components["schemas"]["FolderPage"];
            errors: null;
            except: null;
        };
        FolderPathEntry: {
            /** Format: uuid */
            folder_id: string;
            name: string;
        };
        /**
         * @description The fixed answer to a missing, malformed, unknown, expired or revoked bearer token.
         * @example {
         *       "success": false,
         *       "message": "Invalid token",
         *       "result": null,
         *       "errors": null,
         *       "except": null
         *     }
         */
        InvalidTokenEnvelope: {
            /** @constant */
            success: false;
            /** @constant */
            message: "Invalid token";
            result: null;
            errors: null;
            except: null;
        };
        LogActor: {
            /** Format: uuid */
            user_id: string;
            /** Format: email */
            email: string;
        };
        LogTarget: {
            type: string;
            /** Format: uuid */
            id: string;
            name: string;
        };
        Member: {
            /** Format: uuid */
            member_id: string;
            /** Format: uuid */
            team_id: string;
            /** Format: uuid */
            user_id: string;
            /** Format: email */
            email: string;
            name: string;
            role: components["schemas"]["Role"];
            /** @enum {string} */
            status: "active" | "invited";
            /** Format: date-time */
            joined_at: string;
        };
        /** @description The envelope of a success: `result` holds the `Member`. */
        MemberEnvelope: {
            /** @constant */
            success: true;
            message: string;
            result: components["schemas"]["Member"];
            errors: null;
            except: null;
        };
        MemberPage: {
            items: components["schemas"]["Member"][];
            page: number;
            page_size: number;
            total: number;
            total_pages: number;
        };
        /** @description The envelope of a success: `result` holds the `MemberPage`. */
        MemberPageEnvelope: {
            /** @constant */
            success: true;
            message: string;
            result: components["schemas"]["MemberPage"];
            errors: null;
            except: null;
        };
        MoveDocumentRequest: {
            /** Format: uuid */
            document_id: string;
            folder_id: string | null;
            /** Format: uuid */
            workspace_id?: string;
        };
        MoveFolderRequest: {
            /** Format: uuid */
            folder_id: string;
            parent_id: string | null;
            /** Format: uuid */
            workspace_id?: string;
        };
        /** @enum {string} */
        Role: "owner" | "admin" | "editor" | "viewer";
        /** @description A server fault: `except` carries its name and message. */
        ServerFaultEnvelope: {
            /** @constant */
            success: false;
            message: string;
            result: null;
            errors: null;
            except: components["schemas"]["Except"];
        };
        Team: {
            /** Format: uuid */
            team_id: string;
            name: string;
            description: string;
            /** Format: uuid */
            owner_id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            role: components["schemas"]["Role"];
        };
        TeamData: {
            /** Format: uuid */
            team_id: string;
            name: string;
            description: string;
            /** Format: uuid */
            owner_id: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            role: components["schemas"]["Role"];
            stats: components["schemas"]["TeamStats"];
        };
        /** @description The envelope of a success: `result` holds the `TeamData`. */
        TeamDataEnvelope: {
            /** @constant */
            success: true;
            message: string;
            result: components["schemas"]["TeamData"];
            errors: null;
            except: null;
        };
        /** @description The envelope of a success: `result` holds the `Team`. */
        TeamEnvelope: {
            /** @constant */
            success: true;
            message: string;
            result: components["schemas"]["Team"];
            errors: null;
            except: null;
        };
        TeamLogEntry: {
            /** Format: uuid */
            log_id: string;
            /** Format: uuid */
            team_id: string;
            action: string;
            actor: components["schemas"]["LogActor"];
            target: components["schemas"]["LogTarget"];
            /** Format: date-time */
            created_at: string;
        };
        TeamLogEntryPage: {
            items: components["schemas"]["TeamLogEntry"][];
            page: number;
            page_size: number;
            total: number;
            total_pages: number;
        };
        /** @description The envelope of a success: `result` holds the `TeamLogEntryPage`. */
        TeamLogEntryPageEnvelope: {
            /** @constant */
            success: true;
            message: string;
            result: components["schemas"]["TeamLogEntryPage"];
            errors: null;
            except: null;
        };
        TeamPage: {
            items: components["schemas"]["Team"][];
            page: number;
            page_size: number;
            total: number;
            total_pages: number;
        };
        /** @description The envelope of a success: `result` holds the `TeamPage`. */
        TeamPageEnvelope: {
            /** @constant */
            success: true;
            message: string;
            result: components["schemas"]["TeamPage"];
            errors: null;
            except: null;
        };
        TeamStats: {
            member_count: number;
            workspace_count: number;
            folder_count: number;
            document_count: number;
            archived_document_count: number;
            storage_bytes: number;
            /** Format: date-time */
            last_activity_at: string;
        };
        UpdateDocumentRequest: {
            /** Format: uuid */
            document_id: string;
            name: string;
            description?: string;
        } | {
            /** Format: uuid */
            document_id: string;
            name?: string;
            description: string;
        };
        UpdateFolderRequest: {
            /** Format: uuid */
            folder_id: string;
            name: string;
        };
        UpdateTeamRequest: {
            /** Format: uuid */
            team_id: string;
            name: string;
            description?: string;
        } | {
            /** Format: uuid */
            team_id: string;
            name?: string;
            description: string;
        };
        UpdateWorkspaceRequest: {
            /** Format: uuid */
            workspace_id: string;
            name: string;
            description?: string;
        } | {
            /** Format: uuid */
            workspace_id: string;
            name?: string;
            description: string;
        };
        UploadDocumentRequest: {
            /** Format: uuid */
            workspace_id: string;
            folder_id?: string | "";
            name?: string;
            description?: string;
            /** Format: binary */
            file: Blob;
        };
        /** @description A rejected input: `errors` names every field that does not fit. */
        ValidationErrorEnvelope: {
            /** @constant */
            success: false;
            message: string;
            result: null;
            errors: components["schemas"]["FieldError"][];
            except: null;
        };
        Workspace: {
            /** Format: uuid */
            workspace_id: string;
            team_id: string | null;
            name: string;
            description: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
        };
        /** @description The envelope of a success: `result` holds the `Workspace`. */
        WorkspaceEnvelope: {
            /** @constant */
            success: true;
            message: string;
            result: components["schemas"]["Workspace"];
            errors: null;
            except: null;
        };
        WorkspacePage: {
            items: components["schemas"]["Workspace"][];
            page: number;
            page_size: number;
            total: number;
            total_pages: number;
        };
        /** @description The envelope of a success: `result` holds the `WorkspacePage`. */
        WorkspacePageEnvelope: {
            /** @constant */
            success: true;
            message: string;
            result: components["schemas"]["WorkspacePage"];
            errors: null;
            except: null;
        };
    };
    responses: {
        /** @description Bad Request: malformed JSON, a missing or ill-typed field, an id not in UUID form, a bad page. */
        ValidationFailed: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "Validation failed",
                 *       "result": null,
                 *       "errors": [
                 *         {
                 *           "field": "name",
                 *           "message": "Expected a string, got a number"
                 *         }
                 *       ],
                 *       "except": null
                 *     }
                 */
                "application/json": components["schemas"]["ValidationErrorEnvelope"];
            };
        };
        /** @description Unauthorized */
        Unauthorized: {
            headers: {
                /**
                 * @description `Bearer error="invalid_token"`
                 * @example Bearer error="invalid_token"
                 */
                "WWW-Authenticate": string;
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "Invalid token",
                 *       "result": null,
                 *       "errors": null,
                 *       "except": null
                 *     }
                 */
                "application/json": components["schemas"]["InvalidTokenEnvelope"];
            };
        };
        /** @description Unauthorized: the API key is unknown. */
        InvalidApiKey: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "Invalid API key",
                 *       "result": null,
                 *       "errors": null,
                 *       "except": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Forbidden: the caller's team role does not allow the operation. */
        Forbidden: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "Forbidden",
                 *       "result": null,
                 *       "errors": null,
                 *       "except": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Not Found: the resource does not exist or belongs to another account. */
        NotFound: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "Team not found",
                 *       "result": null,
                 *       "errors": null,
                 *       "except": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Conflict: the state of the resource forbids the operation. */
        Conflict: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "Document is archived",
                 *       "result": null,
                 *       "errors": null,
                 *       "except": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Payload Too Large: the upload (`File too large`) or the request body (`Request body too large`) is over the limit. */
        PayloadTooLarge: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "File too large",
                 *       "result": null,
                 *       "errors": null,
                 *       "except": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description URI Too Long: the request line (the query string, mostly) is over 8 KiB, the most the standalone server reads. */
        UriTooLong: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "URI too long",
                 *       "result": null,
                 *       "errors": null,
                 *       "except": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Gone (the mock's own answer, not the service's): the session the request names with `X-Mock-Session` or `/_s/<id>` was evicted, over the limit of sessions or idle past its time to live, and its data with it; the message says which and why. `POST /__mock/reset` in that session starts it afresh. */
        SessionGone: {
            headers: {
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "Session \"worker-3\" was evicted: over the limit of 200 sessions (serve --max-sessions), it was the least recently used. Its data is gone: POST /__mock/reset in this session starts it afresh.",
                 *       "result": null,
                 *       "errors": null,
                 *       "except": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Range Not Satisfiable: the one range asked for starts past the end. */
        RangeNotSatisfiable: {
            headers: {
                /**
                 * @description `bytes <first>-<last>/<size>` on a 206, `bytes *\/<size>` on a 416.
                 * @example bytes 0-99/4096
                 */
                "Content-Range": string;
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "Range not satisfiable",
                 *       "result": null,
                 *       "errors": null,
                 *       "except": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Too Many Requests: rate limited; `Retry-After` says when to try again. */
        TooManyRequests: {
            headers: {
                /**
                 * @description Seconds to wait before trying again.
                 * @example 30
                 */
                "Retry-After": number;
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "Too many requests",
                 *       "result": null,
                 *       "errors": null,
                 *       "except": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description Internal Server Error: a server fault, with its name and message in `except`. */
        ServerFault: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "Internal server error",
                 *       "result": null,
                 *       "errors": null,
                 *       "except": {
                 *         "name": "Error",
                 *         "message": "Simulated fault"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ServerFaultEnvelope"];
            };
        };
        /** @description Service Unavailable: the service is down for maintenance or overloaded; `Retry-After` says when to try again. The mock's own answers too (the message says which): a write its `--state` file cannot keep (nothing changed), a new session with no room (`--max-evicted`). */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "success": false,
                 *       "message": "Service unavailable",
                 *       "result": null,
                 *       "errors": null,
                 *       "except": null
                 *     }
                 */
                "application/json": components["schemas"]["ErrorEnvelope"];
            };
        };
        /** @description OK: the exact bytes, with the document's own `Content-Type`. */
        DocumentBytes: {
            headers: {
                /**
                 * @description The version of the bytes, for `If-None-Match` and `If-Range`.
                 * @example "10b5-4f9f2cab"
                 */
                ETag: string;
                /**
                 * @description `private, no-cache`: a copy may be kept, and checked again with `If-None-Match` before use.
                 * @example private, no-cache
                 */
                "Cache-Control": string;
                /**
                 * @description The number of bytes in the body.
                 * @example 4096
                 */
                "Content-Length": number;
                /**
                 * @description `inline` (or `attachment` with `?disposition=attachment`) with an ASCII `filename`, plus the name as `filename*` (RFC 6266) when it is not plain ASCII or had to change: path separators (`/`, `\`) and control characters never travel, each becomes `_`. The document's `name` stays as stored.
                 * @example attachment; filename="Resume _2026_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%222026%22.pdf
                 */
                "Content-Disposition": string;
                /**
                 * @description `bytes`: one `Range` is honoured.
                 * @example bytes
                 */
                "Accept-Ranges": "bytes";
                "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                "Content-Security-Policy": components["headers"]["Content-Security-Policy"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/pdf": Blob;
                "text/plain": Blob;
                "text/markdown": Blob;
                "text/csv": Blob;
                "text/tab-separated-values": Blob;
                "text/html": Blob;
                "text/css": Blob;
                "text/javascript": Blob;
                "application/json": Blob;
                "application/xml": Blob;
                "image/png": Blob;
                "image/jpeg": Blob;
                "image/gif": Blob;
                "image/webp": Blob;
                "image/svg+xml": Blob;
                "application/zip": Blob;
                "application/msword": Blob;
                "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                "application/vnd.ms-excel": Blob;
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                "application/vnd.ms-powerpoint": Blob;
                "application/vnd.openxmlformats-officedocument.presentationml.presentation": Blob;
                "audio/mpeg": Blob;
                "video/mp4": Blob;
                "application/octet-stream": Blob;
                "*/*": Blob;
            };
        };
        /** @description Partial Content: the one range asked for, with the document's own `Content-Type`. */
        DocumentRange: {
            headers: {
                /**
                 * @description The version of the bytes, for `If-None-Match` and `If-Range`.
                 * @example "10b5-4f9f2cab"
                 */
                ETag: string;
                /**
                 * @description `private, no-cache`: a copy may be kept, and checked again with `If-None-Match` before use.
                 * @example private, no-cache
                 */
                "Cache-Control": string;
                /**
                 * @description The number of bytes in the body.
                 * @example 4096
                 */
                "Content-Length": number;
                /**
                 * @description `bytes <first>-<last>/<size>` on a 206, `bytes *\/<size>` on a 416.
                 * @example bytes 0-99/4096
                 */
                "Content-Range": string;
                /**
                 * @description `inline` (or `attachment` with `?disposition=attachment`) with an ASCII `filename`, plus the name as `filename*` (RFC 6266) when it is not plain ASCII or had to change: path separators (`/`, `\`) and control characters never travel, each becomes `_`. The document's `name` stays as stored.
                 * @example attachment; filename="Resume _2026_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%222026%22.pdf
                 */
                "Content-Disposition": string;
                /**
                 * @description `bytes`: one `Range` is honoured.
                 * @example bytes
                 */
                "Accept-Ranges": "bytes";
                "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                "Content-Security-Policy": components["headers"]["Content-Security-Policy"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/pdf": Blob;
                "text/plain": Blob;
                "text/markdown": Blob;
                "text/csv": Blob;
                "text/tab-separated-values": Blob;
                "text/html": Blob;
                "text/css": Blob;
                "text/javascript": Blob;
                "application/json": Blob;
                "application/xml": Blob;
                "image/png": Blob;
                "image/jpeg": Blob;
                "image/gif": Blob;
                "image/webp": Blob;
                "image/svg+xml": Blob;
                "application/zip": Blob;
                "application/msword": Blob;
                "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                "application/vnd.ms-excel": Blob;
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                "application/vnd.ms-powerpoint": Blob;
                "application/vnd.openxmlformats-officedocument.presentationml.presentation": Blob;
                "audio/mpeg": Blob;
                "video/mp4": Blob;
                "application/octet-stream": Blob;
                "*/*": Blob;
            };
        };
        /** @description Not Modified: `If-None-Match` holds the current ETag; keep the copy you have. No body. */
        NotModified: {
            headers: {
                /**
                 * @description The version of the bytes, for `If-None-Match` and `If-Range`.
                 * @example "10b5-4f9f2cab"
                 */
                ETag: string;
                /**
                 * @description `private, no-cache`: a copy may be kept, and checked again with `If-None-Match` before use.
                 * @example private, no-cache
                 */
                "Cache-Control": string;
                "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content?: never;
        };
    };
    parameters: {
        /**
         * @description One byte range: `bytes=0-99`, `bytes=100-` or `bytes=-100` answers 206; a range past the end answers 416. Several ranges, another unit or a malformed value are ignored (the whole file, 200).
         * @example bytes=0-99
         */
        Range: string;
        /**
         * @description Honour `Range` only while the ETag is still this one; otherwise answer the whole file.
         * @example "10b5-4f9f2cab"
         */
        IfRange: string;
        /**
         * @description ETags of copies the client holds (or `*`): the current one answers 304 with no body.
         * @example "10b5-4f9f2cab"
         */
        IfNoneMatch: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description `nosniff`: the bytes are only ever their `Content-Type`; a browser never guesses another.
         * @example nosniff
         */
        "X-Content-Type-Options": "nosniff";
        /**
         * @description `sandbox` on an HTML, SVG or XML file (the mock's own, not the service's): opened inline, its scripts run in an origin of their own, never as the server's.
         * @example sandbox
         */
        "Content-Security-Policy": "sandbox";
        /**
         * @description Seconds to wait before trying again.
         * @example 30
         */
        "Retry-After": number;
        /**
         * @description While a rate limit is in force: the requests allowed in each window.
         * @example 10
         */
        "RateLimit-Limit": number;
        /**
         * @description While a rate limit is in force: the requests left in the current window.
         * @example 0
         */
        "RateLimit-Remaining": number;
        /**
         * @description While a rate limit is in force: seconds until the window starts again.
         * @example 42
         */
        "RateLimit-Reset": number;
    };
    pathItems: never;
}
/** The document's $defs: none. */
export type $defs = Record<string, never>;
/** Every operation by its operationId, as `paths` refers to it. */
export interface operations {
    authApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "api_key": "demo-api-key"
                 *     }
                 */
                "application/json": components["schemas"]["ApiKeyRequest"];
            };
        };
        responses: {
            /** @description OK: API key authentication. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Authenticated",
                     *       "result": {
                     *         "access_token": "dwm_b25c5affa435c9fe851e6d4eac5366daf25d51a7a49dfd01",
                     *         "token_type": "Bearer",
                     *         "expires_in": 3600
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["AccessTokenEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["InvalidApiKey"];
            410: components["responses"]["SessionGone"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    teams: {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /** @example 2 */
                page_size?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Get Account Teams. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Teams retrieved",
                     *       "result": {
                     *         "items": [
                     *           {
                     *             "team_id": "b400fbbb-60b9-4e2a-9424-b516c6a72fb6",
                     *             "name": "Design",
                     *             "description": "Brand and product design",
                     *             "owner_id": "68422cb2-e927-4971-95a2-9b5055fa9455",
                     *             "role": "owner",
                     *             "created_at": "2025-08-04T17:12:31.382Z",
                     *             "updated_at": "2025-08-04T17:12:31.382Z"
                     *           },
                     *           {
                     *             "team_id": "fafc92f1-3277-40e1-9d04-e085624c2b9c",
                     *             "name": "Engineering",
                     *             "description": "Platform, mobile and infrastructure work",
                     *             "owner_id": "68422cb2-e927-4971-95a2-9b5055fa9455",
                     *             "role": "owner",
                     *             "created_at": "2025-08-07T11:27:13.016Z",
                     *             "updated_at": "2025-08-07T11:27:13.016Z"
                     *           }
                     *         ],
                     *         "page": 1,
                     *         "page_size": 2,
                     *         "total": 3,
                     *         "total_pages": 2
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["TeamPageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            410: components["responses"]["SessionGone"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    teamsCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Research",
                 *       "description": "Labs and prototypes"
                 *     }
                 */
                "application/json": components["schemas"]["CreateTeamRequest"];
            };
        };
        responses: {
            /** @description OK: Create Team. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Team created",
                     *       "result": {
                     *         "team_id": "b25c5aff-a435-49fe-851e-6d4eac5366da",
                     *         "name": "Research",
                     *         "description": "Labs and prototypes",
                     *         "owner_id": "68422cb2-e927-4971-95a2-9b5055fa9455",
                     *         "role": "owner",
                     *         "created_at": "2026-01-15T09:00:00.000Z",
                     *         "updated_at": "2026-01-15T09:00:00.000Z"
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["TeamEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            410: components["responses"]["SessionGone"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    teamsInfo: {
        parameters: {
            query: {
                /** @example fafc92f1-3277-40e1-9d04-e085624c2b9c */
                team_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Get Team Details. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Team retrieved",
                     *       "result": {
                     *         "team_id": "fafc92f1-3277-40e1-9d04-e085624c2b9c",
                     *         "name": "Engineering",
                     *         "description": "Platform, mobile and infrastructure work",
                     *         "owner_id": "68422cb2-e927-4971-95a2-9b5055fa9455",
                     *         "role": "owner",
                     *         "created_at": "2025-08-07T11:27:13.016Z",
                     *         "updated_at": "2025-08-07T11:27:13.016Z"
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["TeamEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["SessionGone"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    teamsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "team_id": "fafc92f1-3277-40e1-9d04-e085624c2b9c",
                 *       "name": "Platform Engineering"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateTeamRequest"];
            };
        };
        responses: {
            /** @description OK: Update Team Data. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Team updated",
                     *       "result": {
                     *         "team_id": "fafc92f1-3277-40e1-9d04-e085624c2b9c",
                     *         "name": "Platform Engineering",
                     *         "description": "Platform, mobile and infrastructure work",
                     *         "owner_id": "68422cb2-e927-4971-95a2-9b5055fa9455",
                     *         "role": "owner",
                     *         "created_at": "2025-08-07T11:27:13.016Z",
                     *         "updated_at": "2026-01-15T09:00:00.000Z"
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["TeamEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["SessionGone"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    teamsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "team_id": "961eb836-945e-4aa4-8d29-03597f2e7902"
                 *     }
                 */
                "application/json": components["schemas"]["DeleteTeamRequest"];
            };
        };
        responses: {
            /** @description OK: Delete Team. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Team deleted",
                     *       "result": {
                     *         "team_id": "961eb836-945e-4aa4-8d29-03597f2e7902"
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["DeletedTeamEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["SessionGone"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    teamsData: {
        parameters: {
            query: {
                /** @example fafc92f1-3277-40e1-9d04-e085624c2b9c */
                team_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Get Team Data. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Team data retrieved",
                     *       "result": {
                     *         "team_id": "fafc92f1-3277-40e1-9d04-e085624c2b9c",
                     *         "name": "Engineering",
                     *         "description": "Platform, mobile and infrastructure work",
                     *         "owner_id": "68422cb2-e927-4971-95a2-9b5055fa9455",
                     *         "role": "owner",
                     *         "created_at": "2025-08-07T11:27:13.016Z",
                     *         "updated_at": "2025-08-07T11:27:13.016Z",
                     *         "stats": {
                     *           "member_count": 5,
                     *           "workspace_count": 2,
                     *           "folder_count": 5,
                     *           "document_count": 12,
                     *           "archived_document_count": 2,
                     *           "storage_bytes": 10823,
                     *           "last_activity_at": "2026-01-09T03:21:06.354Z"
                     *         }
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["TeamDataEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["SessionGone"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    teamsWorkspaces: {
        parameters: {
            query: {
                /** @example 1 */
                page?: number;
                /** @example 2 */
                page_size?: number;
                /** @example fafc92f1-3277-40e1-9d04-e085624c2b9c */
                team_id: string;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Get Team workspaces. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Workspaces retrieved",
                     *       "result": {
                     *         "items": [
                     *           {
                     *             "workspace_id": "bb934d24-d4fe-48f5-8a21-78f8e6314292",
                     *             "team_id": "fafc92f1-3277-40e1-9d04-e085624c2b9c",
                     *             "name": "Platform",
                     *             "description": "Specs and designs of the platform",
                     *             "created_at": "2025-10-13T10:11:40.995Z",
                     *             "updated_at": "2025-10-13T10:11:40.995Z"
                     *           },
                     *           {
                     *             "workspace_id": "c6df7fa9-864f-4fcf-a442-80695b8cf35e",
                     *             "team_id": "fafc92f1-3277-40e1-9d04-e085624c2b9c",
                     *             "name": "Mobile",
                     *             "description": "iOS and Android apps",
                     *             "created_at": "2025-10-02T05:30:16.007Z",
                     *             "updated_at": "2025-10-02T05:30:16.007Z"
                     *           }
                     *         ],
                     *         "page": 1,
                     *         "page_size": 2,
                     *         "total": 2,
                     *         "total_pages": 1
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["WorkspacePageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["SessionGone"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    teamsLogs: {
        parameters: {
            query: {
                /** @example 1 */
                page?: number;
                /** @example 2 */
                page_size?: number;
                /** @example fafc92f1-3277-40e1-9d04-e085624c2b9c */
                team_id: string;
                action?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Get Team logs. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Team logs retrieved",
                     *       "result": {
                     *         "items": [
                     *           {
                     *             "log_id": "63041e01-c5a4-4e3f-a566-a16294a16119",
                     *             "team_id": "fafc92f1-3277-40e1-9d04-e085624c2b9c",
                     *             "action": "folder.created",
                     *             "actor": {
                     *               "user_id": "68422cb2-e927-4971-95a2-9b5055fa9455",
                     *               "email": "alice@acme.test"
                     *             },
                     *             "target": {
                     *               "type": "folder",
                     *               "id": "10cc1616-be53-48a4-ad91-a6456c6ff7e4",
                     *               "name": "Releases"
                     *             },
                     *             "created_at": "2026-01-09T03:21:06.354Z"
                     *           },
                     *           {
                     *             "log_id": "877268ca-b9ec-49bb-ac65-a12b5421cdaf",
                     *             "team_id": "fafc92f1-3277-40e1-9d04-e085624c2b9c",
                     *             "action": "document.uploaded",
                     *             "actor": {
                     *               "user_id": "68422cb2-e927-4971-95a2-9b5055fa9455",
                     *               "email": "alice@acme.test"
                     *             },
                     *             "target": {
                     *               "type": "document",
                     *               "id": "c2e85b86-f937-49c9-ada3-6396cb5ac90b",
                     *               "name": "Capacity plan.csv"
                     *             },
                     *             "created_at": "2026-01-08T07:03:13.915Z"
                     *           }
                     *         ],
                     *         "page": 1,
                     *         "page_size": 2,
                     *         "total": 24,
                     *         "total_pages": 12
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["TeamLogEntryPageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["SessionGone"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    teamsMembers: {
        parameters: {
            query: {
                /** @example 1 */
                page?: number;
                /** @example 20 */
                page_size?: number;
                /** @example fafc92f1-3277-40e1-9d04-e085624c2b9c */
                team_id: string;
                /** @example admin */
                role?: components["schemas"]["Role"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Get Team Members. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Team members retrieved",
                     *       "result": {
                     *         "items": [
                     *           {
                     *             "member_id": "e60426f9-2fa6-444d-93f9-e070708d88c3",
                     *             "team_id": "fafc92f1-3277-40e1-9d04-e085624c2b9c",
                     *             "user_id": "5f4f06e0-82a1-4cb7-85fc-fdc5d0883fef",
                     *             "email": "bob@acme.test",
                     *             "name": "Bob Admin",
                     *             "role": "admin",
                     *             "status": "active",
                     *             "joined_at": "2025-09-27T00:38:20.990Z"
                     *           }
                     *         ],
                     *         "page": 1,
                     *         "page_size": 20,
                     *         "total": 1,
                     *         "total_pages": 1
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["MemberPageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["SessionGone"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    teamsMembersAdd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "team_id": "fafc92f1-3277-40e1-9d04-e085624c2b9c",
                 *       "email": "erin@example.test",
                 *       "role": "editor",
                 *       "name": "Erin New"
                 *     }
                 */
                "application/json": components["schemas"]["AddMemberRequest"];
            };
        };
        responses: {
            /** @description OK: Add Team Member. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Team member added",
                     *       "result": {
                     *         "member_id": "f25d51a7-a49d-4d01-9150-4d0e3ea83b79",
                     *         "team_id": "fafc92f1-3277-40e1-9d04-e085624c2b9c",
                     *         "user_id": "b25c5aff-a435-49fe-851e-6d4eac5366da",
                     *         "email": "erin@example.test",
                     *         "name": "Erin New",
                     *         "role": "editor",
                     *         "status": "invited",
                     *         "joined_at": "2026-01-15T09:00:00.000Z"
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["MemberEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["SessionGone"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    workspacesDrive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Get Account Drive. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Drive retrieved",
                     *       "result": {
                     *         "workspace_id": "4326a444-c1cb-4503-8d09-b1fa4f6795b0",
                     *         "team_id": null,
                     *         "name": "Alice Owner's drive",
                     *         "description": "Personal files",
                     *         "created_at": "2025-06-28T07:36:56.235Z",
                     *         "updated_at": "2025-06-28T07:36:56.235Z",
                     *         "used_bytes": 4275,
                     *         "quota_bytes": 104857600
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["DriveEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["SessionGone"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    workspaces: {
        parameters: {
            query: {
                /** @example 1 */
                page?: number;
                /** @example 20 */
                page_size?: number;
                /** @example fafc92f1-3277-40e1-9d04-e085624c2b9c */
                team_id: string;
                /** @example plat */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Get Workspaces By Team. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Workspaces retrieved",
                     *       "result": {
                     *         "items": [
                     *           {
                     *             "workspace_id": "bb934d24-d4fe-48f5-8a21-78f8e6314292",
                     *             "team_id": "fafc92f1-3277-40e1-9d04-e085624c2b9c",
                     *             "name": "Platform",
                     *             "description": "Specs and designs of the platform",
                     *             "created_at": "2025-10-13T10:11:40.995Z",
                     *             "updated_at": "2025-10-13T10:11:40.995Z"
                     *           }
                     *         ],
                     *         "page": 1,
                     *         "page_size": 20,
                     *         "total": 1,
                     *         "total_pages": 1
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["WorkspacePageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["SessionGone"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    workspacesCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "team_id": "fafc92f1-3277-40e1-9d04-e085624c2b9c",
                 *       "name": "Roadmap",
                 *       "description": "Plans for 2026"
                 *     }
                 */
                "application/json": components["schemas"]["CreateWorkspaceRequest"];
            };
        };
        responses: {
            /** @description OK: Create New Workspace. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Workspace created",
                     *       "result": {
                     *         "workspace_id": "b25c5aff-a435-49fe-851e-6d4eac5366da",
                     *         "team_id": "fafc92f1-3277-40e1-9d04-e085624c2b9c",
                     *         "name": "Roadmap",
                     *         "description": "Plans for 2026",
                     *         "created_at": "2026-01-15T09:00:00.000Z",
                     *         "updated_at": "2026-01-15T09:00:00.000Z"
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["WorkspaceEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["SessionGone"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    workspacesInfo: {
        parameters: {
            query: {
                /** @example bb934d24-d4fe-48f5-8a21-78f8e6314292 */
                workspace_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Get Workspace Details. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Workspace retrieved",
                     *       "result": {
                     *         "workspace_id": "bb934d24-d4fe-48f5-8a21-78f8e6314292",
                     *         "team_id": "fafc92f1-3277-40e1-9d04-e085624c2b9c",
                     *         "name": "Platform",
                     *         "description": "Specs and designs of the platform",
                     *         "created_at": "2025-10-13T10:11:40.995Z",
                     *         "updated_at": "2025-10-13T10:11:40.995Z"
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["WorkspaceEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["SessionGone"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    workspacesTeam: {
        parameters: {
            query: {
                /** @example 1 */
                page?: number;
                /** @example 2 */
                page_size?: number;
                /** @example b400fbbb-60b9-4e2a-9424-b516c6a72fb6 */
                team_id: string;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Get Team Workspaces. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Workspaces retrieved",
                     *       "result": {
                     *         "items": [
                     *           {
                     *             "workspace_id": "0df220ba-6ad6-4088-b672-08a171a8dfc3",
                     *             "team_id": "b400fbbb-60b9-4e2a-9424-b516c6a72fb6",
                     *             "name": "Brand",
                     *             "description": "Logos and guidelines",
                     *             "created_at": "2025-10-09T19:58:37.039Z",
                     *             "updated_at": "2025-10-09T19:58:37.039Z"
                     *           }
                     *         ],
                     *         "page": 1,
                     *         "page_size": 2,
                     *         "total": 1,
                     *         "total_pages": 1
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["WorkspacePageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["SessionGone"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    workspacesUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "workspace_id": "bb934d24-d4fe-48f5-8a21-78f8e6314292",
                 *       "name": "Core platform"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateWorkspaceRequest"];
            };
        };
        responses: {
            /** @description OK: Update workspace. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Workspace updated",
                     *       "result": {
                     *         "workspace_id": "bb934d24-d4fe-48f5-8a21-78f8e6314292",
                     *         "team_id": "fafc92f1-3277-40e1-9d04-e085624c2b9c",
                     *         "name": "Core platform",
                     *         "description": "Specs and designs of the platform",
                     *         "created_at": "2025-10-13T10:11:40.995Z",
                     *         "updated_at": "2026-01-15T09:00:00.000Z"
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["WorkspaceEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["SessionGone"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    workspacesDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "workspace_id": "bb934d24-d4fe-48f5-8a21-78f8e6314292"
                 *     }
                 */
                "application/json": components["schemas"]["DeleteWorkspaceRequest"];
            };
        };
        responses: {
            /** @description OK: Delete workspace. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Workspace deleted",
                     *       "result": {
                     *         "workspace_id": "bb934d24-d4fe-48f5-8a21-78f8e6314292",
                     *         "deleted_folders": 4,
                     *         "deleted_documents": 9
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["DeletedWorkspaceEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["SessionGone"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    folders: {
        parameters: {
            query: {
                /** @example 1 */
                page?: number;
                /** @example 2 */
                page_size?: number;
                /** @example bb934d24-d4fe-48f5-8a21-78f8e6314292 */
                workspace_id: string;
                parent_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Get Folders. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Folders retrieved",
                     *       "result": {
                     *         "items": [
                     *           {
                     *             "folder_id": "1a61a61b-2fd8-40ea-9366-bf299bdd0e5f",
                     *             "workspace_id": "bb934d24-d4fe-48f5-8a21-78f8e6314292",
                     *             "parent_id": null,
                     *             "name": "Specs",
                     *             "created_at": "2025-10-17T06:07:16.261Z",
                     *             "updated_at": "2025-10-17T06:07:16.261Z"
                     *           },
                     *           {
                     *             "folder_id": "c6e5164a-0e68-438b-b306-e1bbbcc6f380",
                     *             "workspace_id": "bb934d24-d4fe-48f5-8a21-78f8e6314292",
                     *             "parent_id": null,
                     *             "name": "Diagrams",
                     *             "created_at": "2025-11-26T13:46:23.734Z",
                     *             "updated_at": "2025-11-26T13:46:23.734Z"
                     *           }
                     *         ],
                     *         "page": 1,
                     *         "page_size": 2,
                     *         "total": 2,
                     *         "total_pages": 1
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["FolderPageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["SessionGone"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    foldersCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "workspace_id": "bb934d24-d4fe-48f5-8a21-78f8e6314292",
                 *       "name": "Drafts",
                 *       "parent_id": "1a61a61b-2fd8-40ea-9366-bf299bdd0e5f"
                 *     }
                 */
                "application/json": components["schemas"]["CreateFolderRequest"];
            };
        };
        responses: {
            /** @description OK: Create Folder. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Folder created",
                     *       "result": {
                     *         "folder_id": "b25c5aff-a435-49fe-851e-6d4eac5366da",
                     *         "workspace_id": "bb934d24-d4fe-48f5-8a21-78f8e6314292",
                     *         "parent_id": "1a61a61b-2fd8-40ea-9366-bf299bdd0e5f",
                     *         "name": "Drafts",
                     *         "created_at": "2026-01-15T09:00:00.000Z",
                     *         "updated_at": "2026-01-15T09:00:00.000Z"
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["FolderEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["SessionGone"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    foldersInfo: {
        parameters: {
            query: {
                /** @example 4330e64f-e4eb-47e5-a2af-00b148ef079f */
                folder_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Get Folder Details. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Folder retrieved",
                     *       "result": {
                     *         "folder_id": "4330e64f-e4eb-47e5-a2af-00b148ef079f",
                     *         "workspace_id": "bb934d24-d4fe-48f5-8a21-78f8e6314292",
                     *         "parent_id": "a583b317-a373-47a1-a88a-8ee5f967005e",
                     *         "name": "Q1",
                     *         "created_at": "2025-12-24T22:57:40.685Z",
                     *         "updated_at": "2025-12-24T22:57:40.685Z",
                     *         "path": [
                     *           {
                     *             "folder_id": "1a61a61b-2fd8-40ea-9366-bf299bdd0e5f",
                     *             "name": "Specs"
                     *           },
                     *           {
                     *             "folder_id": "a583b317-a373-47a1-a88a-8ee5f967005e",
                     *             "name": "2026"
                     *           }
                     *         ],
                     *         "folder_count": 0,
                     *         "document_count": 3
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["FolderDetailsEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["SessionGone"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    foldersContent: {
        parameters: {
            query: {
                /** @example 1 */
                page?: number;
                /** @example 2 */
                page_size?: number;
                /** @example 1a61a61b-2fd8-40ea-9366-bf299bdd0e5f */
                folder_id: string;
                /** @example active */
                status?: components["schemas"]["DocumentStatusFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Get Folder Content. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Folder content retrieved",
                     *       "result": {
                     *         "items": [
                     *           {
                     *             "type": "folder",
                     *             "folder_id": "a583b317-a373-47a1-a88a-8ee5f967005e",
                     *             "workspace_id": "bb934d24-d4fe-48f5-8a21-78f8e6314292",
                     *             "parent_id": "1a61a61b-2fd8-40ea-9366-bf299bdd0e5f",
                     *             "name": "2026",
                     *             "created_at": "2025-12-16T17:02:37.602Z",
                     *             "updated_at": "2025-12-16T17:02:37.602Z"
                     *           },
                     *           {
                     *             "type": "document",
                     *             "document_id": "c6d2bfd4-61b3-4e55-8ba3-45508aa42816",
                     *             "workspace_id": "bb934d24-d4fe-48f5-8a21-78f8e6314292",
                     *             "folder_id": "1a61a61b-2fd8-40ea-9366-bf299bdd0e5f",
                     *             "name": "Storage design.pdf",
                     *             "description": "",
                     *             "mime_type": "application/pdf",
                     *             "size_bytes": 736,
                     *             "status": "active",
                     *             "archived_at": null,
                     *             "created_by": "68422cb2-e927-4971-95a2-9b5055fa9455",
                     *             "created_at": "2025-10-27T12:02:08.987Z",
                     *             "updated_at": "2025-10-27T12:02:08.987Z"
                     *           }
                     *         ],
                     *         "page": 1,
                     *         "page_size": 2,
                     *         "total": 2,
                     *         "total_pages": 1
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["FolderContentItemPageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["SessionGone"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    foldersUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "folder_id": "1a61a61b-2fd8-40ea-9366-bf299bdd0e5f",
                 *       "name": "Specifications"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateFolderRequest"];
            };
        };
        responses: {
            /** @description OK: Update Folder. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Folder updated",
                     *       "result": {
                     *         "folder_id": "1a61a61b-2fd8-40ea-9366-bf299bdd0e5f",
                     *         "workspace_id": "bb934d24-d4fe-48f5-8a21-78f8e6314292",
                     *         "parent_id": null,
                     *         "name": "Specifications",
                     *         "created_at": "2025-10-17T06:07:16.261Z",
                     *         "updated_at": "2026-01-15T09:00:00.000Z"
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["FolderEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["SessionGone"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    foldersDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "folder_id": "4330e64f-e4eb-47e5-a2af-00b148ef079f"
                 *     }
                 */
                "application/json": components["schemas"]["DeleteFolderRequest"];
            };
        };
        responses: {
            /** @description OK: Delete Folder. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Folder deleted",
                     *       "result": {
                     *         "folder_id": "4330e64f-e4eb-47e5-a2af-00b148ef079f",
                     *         "deleted_folders": 1,
                     *         "deleted_documents": 3
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["DeletedFolderEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["SessionGone"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    foldersMove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "folder_id": "4330e64f-e4eb-47e5-a2af-00b148ef079f",
                 *       "parent_id": null
                 *     }
                 */
                "application/json": components["schemas"]["MoveFolderRequest"];
            };
        };
        responses: {
            /** @description OK: Move Folder. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Folder moved",
                     *       "result": {
                     *         "folder_id": "4330e64f-e4eb-47e5-a2af-00b148ef079f",
                     *         "workspace_id": "bb934d24-d4fe-48f5-8a21-78f8e6314292",
                     *         "parent_id": null,
                     *         "name": "Q1",
                     *         "created_at": "2025-12-24T22:57:40.685Z",
                     *         "updated_at": "2026-01-15T09:00:00.000Z"
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["FolderEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["SessionGone"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    documentsInfo: {
        parameters: {
            query: {
                /** @example 75b7e776-5720-48c2-bd07-cb7669a7ebd6 */
                document_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Get Document Info. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Document retrieved",
                     *       "result": {
                     *         "document_id": "75b7e776-5720-48c2-bd07-cb7669a7ebd6",
                     *         "workspace_id": "bb934d24-d4fe-48f5-8a21-78f8e6314292",
                     *         "folder_id": "a583b317-a373-47a1-a88a-8ee5f967005e",
                     *         "name": "Roadmap.pdf",
                     *         "description": "",
                     *         "mime_type": "application/pdf",
                     *         "size_bytes": 773,
                     *         "status": "active",
                     *         "archived_at": null,
                     *         "created_by": "68422cb2-e927-4971-95a2-9b5055fa9455",
                     *         "created_at": "2025-12-08T03:39:48.464Z",
                     *         "updated_at": "2025-12-08T03:39:48.464Z"
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["DocumentEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["SessionGone"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    documents: {
        parameters: {
            query: {
                /** @example 1 */
                page?: number;
                /** @example 2 */
                page_size?: number;
                /** @example bb934d24-d4fe-48f5-8a21-78f8e6314292 */
                workspace_id: string;
                folder_id?: string | "root";
                /** @example active */
                status?: components["schemas"]["DocumentStatusFilter"];
                /** @example spec */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: Get Document By Workspace. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Documents retrieved",
                     *       "result": {
                     *         "items": [
                     *           {
                     *             "document_id": "12c68d9f-716c-4d72-88b2-6b872bf1ba12",
                     *             "workspace_id": "bb934d24-d4fe-48f5-8a21-78f8e6314292",
                     *             "folder_id": "4330e64f-e4eb-47e5-a2af-00b148ef079f",
                     *             "name": "Gateway spec.pdf",
                     *             "description": "",
                     *             "mime_type": "application/pdf",
                     *             "size_bytes": 736,
                     *             "status": "active",
                     *             "archived_at": null,
                     *             "created_by": "68422cb2-e927-4971-95a2-9b5055fa9455",
                     *             "created_at": "2025-12-28T13:31:04.764Z",
                     *             "updated_at": "2025-12-28T13:31:04.764Z"
                     *           }
                     *         ],
                     *         "page": 1,
                     *         "page_size": 2,
                     *         "total": 1,
                     *         "total_pages": 1
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["DocumentPageEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["SessionGone"];
            414: components["responses"]["UriTooLong"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    documentsUpdate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "document_id": "75b7e776-5720-48c2-bd07-cb7669a7ebd6",
                 *       "description": "The plan for 2026"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateDocumentRequest"];
            };
        };
        responses: {
            /** @description OK: Update Document. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Document updated",
                     *       "result": {
                     *         "document_id": "75b7e776-5720-48c2-bd07-cb7669a7ebd6",
                     *         "workspace_id": "bb934d24-d4fe-48f5-8a21-78f8e6314292",
                     *         "folder_id": "a583b317-a373-47a1-a88a-8ee5f967005e",
                     *         "name": "Roadmap.pdf",
                     *         "description": "The plan for 2026",
                     *         "mime_type": "application/pdf",
                     *         "size_bytes": 773,
                     *         "status": "active",
                     *         "archived_at": null,
                     *         "created_by": "68422cb2-e927-4971-95a2-9b5055fa9455",
                     *         "created_at": "2025-12-08T03:39:48.464Z",
                     *         "updated_at": "2026-01-15T09:00:00.000Z"
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["DocumentEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["SessionGone"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    documentsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "document_id": "75b7e776-5720-48c2-bd07-cb7669a7ebd6"
                 *     }
                 */
                "application/json": components["schemas"]["DocumentIdRequest"];
            };
        };
        responses: {
            /** @description OK: Delete Document. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Document deleted",
                     *       "result": {
                     *         "document_id": "75b7e776-5720-48c2-bd07-cb7669a7ebd6"
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["DeletedDocumentEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["SessionGone"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    documentsArchive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "document_id": "75b7e776-5720-48c2-bd07-cb7669a7ebd6"
                 *     }
                 */
                "application/json": components["schemas"]["DocumentIdRequest"];
            };
        };
        responses: {
            /** @description OK: Archive Document. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Document archived",
                     *       "result": {
                     *         "document_id": "75b7e776-5720-48c2-bd07-cb7669a7ebd6",
                     *         "workspace_id": "bb934d24-d4fe-48f5-8a21-78f8e6314292",
                     *         "folder_id": "a583b317-a373-47a1-a88a-8ee5f967005e",
                     *         "name": "Roadmap.pdf",
                     *         "description": "",
                     *         "mime_type": "application/pdf",
                     *         "size_bytes": 773,
                     *         "status": "archived",
                     *         "archived_at": "2026-01-15T09:00:00.000Z",
                     *         "created_by": "68422cb2-e927-4971-95a2-9b5055fa9455",
                     *         "created_at": "2025-12-08T03:39:48.464Z",
                     *         "updated_at": "2026-01-15T09:00:00.000Z"
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["DocumentEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["SessionGone"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    documentsRestore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "document_id": "b331a160-f6ad-44b8-92f8-0b398f6dd225"
                 *     }
                 */
                "application/json": components["schemas"]["DocumentIdRequest"];
            };
        };
        responses: {
            /** @description OK: Restore Document. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Document restored",
                     *       "result": {
                     *         "document_id": "b331a160-f6ad-44b8-92f8-0b398f6dd225",
                     *         "workspace_id": "bb934d24-d4fe-48f5-8a21-78f8e6314292",
                     *         "folder_id": "c6e5164a-0e68-438b-b306-e1bbbcc6f380",
                     *         "name": "Old diagram.png",
                     *         "description": "",
                     *         "mime_type": "image/png",
                     *         "size_bytes": 864,
                     *         "status": "active",
                     *         "archived_at": null,
                     *         "created_by": "68422cb2-e927-4971-95a2-9b5055fa9455",
                     *         "created_at": "2025-12-05T18:57:08.270Z",
                     *         "updated_at": "2026-01-15T09:00:00.000Z"
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["DocumentEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["SessionGone"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    documentsMove: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "document_id": "75b7e776-5720-48c2-bd07-cb7669a7ebd6",
                 *       "folder_id": "1a61a61b-2fd8-40ea-9366-bf299bdd0e5f"
                 *     }
                 */
                "application/json": components["schemas"]["MoveDocumentRequest"];
            };
        };
        responses: {
            /** @description OK: Move Document. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Document moved",
                     *       "result": {
                     *         "document_id": "75b7e776-5720-48c2-bd07-cb7669a7ebd6",
                     *         "workspace_id": "bb934d24-d4fe-48f5-8a21-78f8e6314292",
                     *         "folder_id": "1a61a61b-2fd8-40ea-9366-bf299bdd0e5f",
                     *         "name": "Roadmap.pdf",
                     *         "description": "",
                     *         "mime_type": "application/pdf",
                     *         "size_bytes": 773,
                     *         "status": "active",
                     *         "archived_at": null,
                     *         "created_by": "68422cb2-e927-4971-95a2-9b5055fa9455",
                     *         "created_at": "2025-12-08T03:39:48.464Z",
                     *         "updated_at": "2026-01-15T09:00:00.000Z"
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["DocumentEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            410: components["responses"]["SessionGone"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDocumentsStream: {
        parameters: {
            query: {
                /** @example 75b7e776-5720-48c2-bd07-cb7669a7ebd6 */
                document_id: string;
                /** @example inline */
                disposition?: "inline" | "attachment";
            };
            header?: {
                /**
                 * @description One byte range: `bytes=0-99`, `bytes=100-` or `bytes=-100` answers 206; a range past the end answers 416. Several ranges, another unit or a malformed value are ignored (the whole file, 200).
                 * @example bytes=0-99
                 */
                Range?: components["parameters"]["Range"];
                /**
                 * @description Honour `Range` only while the ETag is still this one; otherwise answer the whole file.
                 * @example "10b5-4f9f2cab"
                 */
                "If-Range"?: components["parameters"]["IfRange"];
                /**
                 * @description ETags of copies the client holds (or `*`): the current one answers 304 with no body.
                 * @example "10b5-4f9f2cab"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["DocumentBytes"];
            206: components["responses"]["DocumentRange"];
            304: components["responses"]["NotModified"];
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["SessionGone"];
            414: components["responses"]["UriTooLong"];
            416: components["responses"]["RangeNotSatisfiable"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    headDocumentsStream: {
        parameters: {
            query: {
                /** @example 75b7e776-5720-48c2-bd07-cb7669a7ebd6 */
                document_id: string;
                /** @example inline */
                disposition?: "inline" | "attachment";
            };
            header?: {
                /**
                 * @description One byte range: `bytes=0-99`, `bytes=100-` or `bytes=-100` answers 206; a range past the end answers 416. Several ranges, another unit or a malformed value are ignored (the whole file, 200).
                 * @example bytes=0-99
                 */
                Range?: components["parameters"]["Range"];
                /**
                 * @description Honour `Range` only while the ETag is still this one; otherwise answer the whole file.
                 * @example "10b5-4f9f2cab"
                 */
                "If-Range"?: components["parameters"]["IfRange"];
                /**
                 * @description ETags of copies the client holds (or `*`): the current one answers 304 with no body.
                 * @example "10b5-4f9f2cab"
                 */
                "If-None-Match"?: components["parameters"]["IfNoneMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the headers of the whole file, no body. */
            200: {
                headers: {
                    /**
                     * @description The version of the bytes, for `If-None-Match` and `If-Range`.
                     * @example "10b5-4f9f2cab"
                     */
                    ETag: string;
                    /**
                     * @description `private, no-cache`: a copy may be kept, and checked again with `If-None-Match` before use.
                     * @example private, no-cache
                     */
                    "Cache-Control": string;
                    /**
                     * @description The number of bytes in the body.
                     * @example 4096
                     */
                    "Content-Length": number;
                    /**
                     * @description `inline` (or `attachment` with `?disposition=attachment`) with an ASCII `filename`, plus the name as `filename*` (RFC 6266) when it is not plain ASCII or had to change: path separators (`/`, `\`) and control characters never travel, each becomes `_`. The document's `name` stays as stored.
                     * @example attachment; filename="Resume _2026_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%222026%22.pdf
                     */
                    "Content-Disposition": string;
                    /**
                     * @description `bytes`: one `Range` is honoured.
                     * @example bytes
                     */
                    "Accept-Ranges": "bytes";
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Content-Security-Policy": components["headers"]["Content-Security-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Partial Content: the headers of the range asked for, no body. */
            206: {
                headers: {
                    /**
                     * @description The version of the bytes, for `If-None-Match` and `If-Range`.
                     * @example "10b5-4f9f2cab"
                     */
                    ETag: string;
                    /**
                     * @description `private, no-cache`: a copy may be kept, and checked again with `If-None-Match` before use.
                     * @example private, no-cache
                     */
                    "Cache-Control": string;
                    /**
                     * @description The number of bytes in the body.
                     * @example 4096
                     */
                    "Content-Length": number;
                    /**
                     * @description `bytes <first>-<last>/<size>` on a 206, `bytes *\/<size>` on a 416.
                     * @example bytes 0-99/4096
                     */
                    "Content-Range": string;
                    /**
                     * @description `inline` (or `attachment` with `?disposition=attachment`) with an ASCII `filename`, plus the name as `filename*` (RFC 6266) when it is not plain ASCII or had to change: path separators (`/`, `\`) and control characters never travel, each becomes `_`. The document's `name` stays as stored.
                     * @example attachment; filename="Resume _2026_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%222026%22.pdf
                     */
                    "Content-Disposition": string;
                    /**
                     * @description `bytes`: one `Range` is honoured.
                     * @example bytes
                     */
                    "Accept-Ranges": "bytes";
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "Content-Security-Policy": components["headers"]["Content-Security-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Modified: `If-None-Match` holds the current ETag. No body. */
            304: {
                headers: {
                    /**
                     * @description The version of the bytes, for `If-None-Match` and `If-Range`.
                     * @example "10b5-4f9f2cab"
                     */
                    ETag: string;
                    /**
                     * @description `private, no-cache`: a copy may be kept, and checked again with `If-None-Match` before use.
                     * @example private, no-cache
                     */
                    "Cache-Control": string;
                    "X-Content-Type-Options": components["headers"]["X-Content-Type-Options"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Bad Request: malformed JSON, a missing or ill-typed field, an id not in UUID form, a bad page. No body (HEAD). */
            400: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Unauthorized No body (HEAD). */
            401: {
                headers: {
                    /**
                     * @description `Bearer error="invalid_token"`
                     * @example Bearer error="invalid_token"
                     */
                    "WWW-Authenticate": string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not Found: the resource does not exist or belongs to another account. No body (HEAD). */
            404: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Gone (the mock's own answer, not the service's): the session the request names with `X-Mock-Session` or `/_s/<id>` was evicted, over the limit of sessions or idle past its time to live, and its data with it; the message says which and why. `POST /__mock/reset` in that session starts it afresh. No body (HEAD). */
            410: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description URI Too Long: the request line (the query string, mostly) is over 8 KiB, the most the standalone server reads. No body (HEAD). */
            414: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Range Not Satisfiable: the one range asked for starts past the end. No body (HEAD). */
            416: {
                headers: {
                    /**
                     * @description `bytes <first>-<last>/<size>` on a 206, `bytes *\/<size>` on a 416.
                     * @example bytes 0-99/4096
                     */
                    "Content-Range": string;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too Many Requests: rate limited; `Retry-After` says when to try again. No body (HEAD). */
            429: {
                headers: {
                    /**
                     * @description Seconds to wait before trying again.
                     * @example 30
                     */
                    "Retry-After": number;
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Internal Server Error: a server fault, with its name and message in `except`. No body (HEAD). */
            500: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Service Unavailable: the service is down for maintenance or overloaded; `Retry-After` says when to try again. The mock's own answers too (the message says which): a write its `--state` file cannot keep (nothing changed), a new session with no room (`--max-evicted`). No body (HEAD). */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    documentsUpload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "workspace_id": "4326a444-c1cb-4503-8d09-b1fa4f6795b0",
                 *       "name": "Meeting notes.txt",
                 *       "file": "Agenda: the 2026 roadmap.\n"
                 *     }
                 */
                "multipart/form-data": components["schemas"]["UploadDocumentRequest"];
            };
        };
        responses: {
            /** @description OK: Upload Document. */
            200: {
                headers: {
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "success": true,
                     *       "message": "Document uploaded",
                     *       "result": {
                     *         "document_id": "b25c5aff-a435-49fe-851e-6d4eac5366da",
                     *         "workspace_id": "4326a444-c1cb-4503-8d09-b1fa4f6795b0",
                     *         "folder_id": null,
                     *         "name": "Meeting notes.txt",
                     *         "description": "",
                     *         "mime_type": "text/plain",
                     *         "size_bytes": 26,
                     *         "status": "active",
                     *         "archived_at": null,
                     *         "created_by": "68422cb2-e927-4971-95a2-9b5055fa9455",
                     *         "created_at": "2026-01-15T09:00:00.000Z",
                     *         "updated_at": "2026-01-15T09:00:00.000Z"
                     *       },
                     *       "errors": null,
                     *       "except": null
                     *     }
                     */
                    "application/json": components["schemas"]["DocumentEnvelope"];
                };
            };
            400: components["responses"]["ValidationFailed"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            410: components["responses"]["SessionGone"];
            413: components["responses"]["PayloadTooLarge"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["ServerFault"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
}
